import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { RuntimeContext } from '../context/runtime';
import { testRuntime } from '../testing/test-runtime';
import { ErrorState } from './states';

describe('ErrorState in a widget (issue 36)', () => {
  it('tells the host page of the failed call: oriel:error from the widget, kind api, once per message', () => {
    const { runtime } = testRuntime();
    const host = document.createElement('oriel-cards');
    document.body.append(host);
    const mountPoint = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(mountPoint);
    // (happy-dom does not retarget a composed event to the host: the browser test checks the target)
    const heard: unknown[] = [];
    const listen = (e: Event) => heard.push((e as CustomEvent).detail);
    document.addEventListener('oriel:error', listen);
    const ui = (message: string) => (
      <RuntimeContext.Provider value={runtime}>
        <ErrorState message={message} />
      </RuntimeContext.Provider>
    );
    const { rerender } = render(ui('Service indisponible'), { container: mountPoint });
    rerender(ui('Service indisponible'));
    expect(heard).toEqual([{ kind: 'api', element: host, tag: 'oriel-cards', message: 'Service indisponible' }]);
    document.removeEventListener('oriel:error', listen);
    host.remove();
  });

  it('outside a widget (the hosted shell) tells nothing', () => {
    const { runtime } = testRuntime();
    const heard: Event[] = [];
    const listen = (e: Event) => heard.push(e);
    document.addEventListener('oriel:error', listen);
    render(
      <RuntimeContext.Provider value={runtime}>
        <ErrorState message="Service indisponible" />
      </RuntimeContext.Provider>,
    );
    expect(heard).toEqual([]);
    document.removeEventListener('oriel:error', listen);
  });
});
