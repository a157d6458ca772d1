import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import * as v from 'valibot';
import type { OrielRuntime } from '@oriel/ui';
import type { LoaderConfig } from '../loader-config';
import { defineWidget } from './define-widget';

const config: LoaderConfig = { api: 'http://started.test', lang: 'fr', theme: null, base: 'http://cdn.test/', session: 'local', nonce: null };
const schema = v.object({ view: v.optional(v.picklist(['home', 'registrations']), 'home') });

function mounted(attributes: Record<string, string>) {
  const order: string[] = [];
  const started = vi.fn((props: v.InferOutput<typeof schema>, runtime: OrielRuntime) => {
    order.push(`started ${props.view}`);
    expect(runtime.http).toBeDefined();
  });
  const mount = defineWidget({
    tag: 'oriel-started-test',
    schema,
    css: [],
    render: (props) => {
      order.push(`render ${props.view}`);
      return <p>{props.view}</p>;
    },
    started,
  });
  const host = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(`data-${name}`, value);
  document.body.append(host);
  const controller = mount(host, config);
  return { host, order, started, controller };
}

describe('defineWidget: started, what the first render will ask for asked a task sooner', () => {
  // the runtime's start asks for the organiser and the session: no network in a component test
  beforeAll(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: null })),
    ),
  );
  afterAll(() => vi.unstubAllGlobals());

  it('gets the parsed attributes and the runtime once it is up, before the first render', async () => {
    const { host, order, controller } = mounted({ view: 'registrations' });
    await waitFor(() => expect(host.shadowRoot?.querySelector('p')?.textContent).toBe('registrations'));
    expect(order).toEqual(['started registrations', 'render registrations']);
    controller.update();
    expect(order.filter((step) => step.startsWith('started'))).toHaveLength(1);
    controller.unmount();
  });

  it('is not called for invalid attributes, which render nothing', async () => {
    const { host, started, controller } = mounted({ view: 'nowhere' });
    await waitFor(() => expect(host.hasAttribute('data-oriel-invalid')).toBe(true));
    expect(started).not.toHaveBeenCalled();
    controller.unmount();
  });
});
