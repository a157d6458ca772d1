import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RuntimeContext } from '../context/runtime';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { Dialog } from './dialog';

// happy-dom opens the dialog with showModal (no top layer nor inertness): enough to follow focus.
function Opener({ unmount }: { unmount: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      {unmount ? (
        open && (
          <Dialog open onClose={() => setOpen(false)} title="Détail">
            <p>Contenu</p>
          </Dialog>
        )
      ) : (
        <Dialog open={open} onClose={() => setOpen(false)} title="Détail">
          <p>Contenu</p>
        </Dialog>
      )}
    </>
  );
}

describe('<Dialog> gives focus back to what opened it', () => {
  it.each([
    ['closed through its open prop', false],
    ['unmounted on close (a card detail, the login dialog)', true],
  ])('%s', async (_, unmount) => {
    renderWith(testRuntime().runtime, <Opener unmount={unmount} />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    opener.focus();
    fireEvent.click(opener);
    const close = await screen.findByRole('button', { name: 'Fermer' });
    close.focus();
    fireEvent.click(close);
    expect(document.activeElement).toBe(opener);
  });
});

describe('<Dialog> focus on close (WCAG 2.4.3)', () => {
  it('Escape (the cancel event) gives focus back to the opener', async () => {
    renderWith(testRuntime().runtime, <Opener unmount />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    opener.focus();
    fireEvent.click(opener);
    const close = await screen.findByRole('button', { name: 'Fermer' });
    close.focus();
    fireEvent(close.closest('dialog')!, new Event('cancel', { cancelable: true }));
    expect(document.activeElement).toBe(opener);
  });

  it('an opener inside a shadow root is found through its host, and focused again', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    root.append(mount);
    render(
      <RuntimeContext.Provider value={testRuntime().runtime}>
        <Opener unmount />
      </RuntimeContext.Provider>,
      { container: mount },
    );
    const opener = root.querySelector('button')!;
    opener.focus();
    expect(document.activeElement).toBe(host);
    fireEvent.click(opener);
    await waitFor(() => expect(root.querySelector('dialog button')).not.toBeNull());
    fireEvent.click(root.querySelector('dialog button')!);
    expect(root.activeElement).toBe(opener);
    host.remove();
  });

  it('when the opener is gone, focus goes to the first heading outside the dialog, not to <body>', async () => {
    function Vanishing() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <h2>Stages</h2>
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              Ouvrir
            </button>
          )}
          {open && (
            <Dialog open onClose={() => setOpen(false)} title="Détail">
              <p>Contenu</p>
            </Dialog>
          )}
        </>
      );
    }
    renderWith(testRuntime().runtime, <Vanishing />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    const heading = screen.getByRole('heading', { name: 'Stages' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });
});
