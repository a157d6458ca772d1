import { act, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './progress-bar';
import { routeKey, trickle } from './progress.logic';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function bar(container: Element) {
  const el = container.querySelector<HTMLElement>('.o-progress-bar');
  return el ? Number(/scaleX\(([\d.]+)\)/.exec(el.style.transform)?.[1]) : null;
}

describe('route progress bar (001 §9: minimum 0.08, trickle every 800 ms)', () => {
  it('shows nothing on the first page, starts at 0.08 on a route change, completes and goes', () => {
    const view = render(<ProgressBar active={false} route="/fr" />);
    expect(bar(view.container)).toBeNull();
    view.rerender(<ProgressBar active={false} route="/fr/auth/login" />);
    expect(bar(view.container)).toBe(0.08);
    expect(view.container.querySelector('.o-progress')?.getAttribute('aria-hidden')).toBe('true');
    advance(50);
    expect(bar(view.container)).toBe(1);
    expect(view.container.querySelector('[data-progress="done"]')).toBeTruthy();
    advance(300);
    expect(bar(view.container)).toBeNull();
  });

  it('trickles while the new page loads, then completes', () => {
    const view = render(<ProgressBar active={false} route="/fr" />);
    view.rerender(<ProgressBar active={false} route="/fr/account/home" />);
    // the new page reports its loading before the route change settles
    view.rerender(<ProgressBar active route="/fr/account/home" />);
    advance(799);
    expect(bar(view.container)).toBe(0.08);
    advance(1);
    expect(bar(view.container)).toBeCloseTo(0.18);
    advance(800);
    expect(bar(view.container)).toBeCloseTo(0.28);
    view.rerender(<ProgressBar active={false} route="/fr/account/home" />);
    expect(bar(view.container)).toBe(1);
    advance(300);
    expect(bar(view.container)).toBeNull();
  });

  it('a query or hash change is no route change', () => {
    expect(routeKey('/fr/catalog?page_number=2#top')).toBe('/fr/catalog');
    const view = render(<ProgressBar active={false} route={routeKey('/fr/catalog')} />);
    view.rerender(<ProgressBar active={false} route={routeKey('/fr/catalog?page_number=2')} />);
    expect(bar(view.container)).toBeNull();
  });

  it('never reaches 100 % by trickling', () => {
    let v = 0.08;
    for (let i = 0; i < 500; i++) v = trickle(v);
    expect(v).toBeLessThan(1);
  });
});
