import { ORIEL_EVENTS } from '@oriel/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { testRuntime } from '../testing/test-runtime';
import type { OrielEventDetails } from './runtime';

describe('runtime.emit', () => {
  it('dispatches an event from inside a widget as ORIEL_EVENTS says: a listener on document hears it with its detail', () => {
    const { runtime } = testRuntime();
    const host = document.body.appendChild(document.createElement('oriel-checkout'));
    const inside = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('form'));
    const heard: CustomEvent[] = [];
    const listen = (e: Event) => heard.push(e as CustomEvent);
    document.addEventListener('oriel:checkout-start', listen);
    try {
      runtime.emit(inside, 'checkout-start', { cart: 'c1', payment_strategy: 'IMMEDIATE' });
    } finally {
      document.removeEventListener('oriel:checkout-start', listen);
      host.remove();
    }
    expect(heard).toHaveLength(1);
    expect(heard[0]!.detail).toEqual({ cart: 'c1', payment_strategy: 'IMMEDIATE' });
    expect({ bubbles: heard[0]!.bubbles, composed: heard[0]!.composed }).toEqual({
      bubbles: ORIEL_EVENTS['checkout-start'].bubbles,
      composed: ORIEL_EVENTS['checkout-start'].composed,
    });
  });

  it('dispatches on document when no element caused it', () => {
    const { runtime } = testRuntime();
    const targets: (EventTarget | null)[] = [];
    const listen = (e: Event) => targets.push(e.target);
    document.addEventListener('oriel:login', listen);
    try {
      runtime.emit(null, 'login', {});
    } finally {
      document.removeEventListener('oriel:login', listen);
    }
    expect(targets).toEqual([document]);
  });

  it('takes only the detail its event declares: a wrong one is a type error', () => {
    const { runtime } = testRuntime();
    // never called: the compiler, not the run, checks these lines (an error that is gone fails the typecheck)
    const wrong = () => {
      // @ts-expect-error a count is a number
      runtime.emit(null, 'cart-change', { count: '1' });
      // @ts-expect-error an add says its quantity
      runtime.emit(null, 'add-to-cart', { availability: 'a1' });
      // @ts-expect-error an add names what was added
      runtime.emit(null, 'add-to-cart', { quantity: 1 });
      // @ts-expect-error no such event
      runtime.emit(null, 'added', {});
      // @ts-expect-error a sign-in tells nothing of the customer
      runtime.emit(null, 'login', { customer: 1 });
      // @ts-expect-error a strategy the checkout does not have
      runtime.emit(null, 'checkout-start', { cart: 'c1', payment_strategy: 'CASH' });
    };
    expectTypeOf(wrong).toBeFunction();
    expectTypeOf<OrielEventDetails['checkout-complete']>().toEqualTypeOf<{ cart: string; reference: string | null }>();
    expectTypeOf<OrielEventDetails['error']['element']>().toEqualTypeOf<Element>();
  });
});
