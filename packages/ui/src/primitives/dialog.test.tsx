import { fireEvent, screen } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { Dialog } from './dialog';

// happy-dom has no showModal: the dialog falls back to the open attribute, enough to follow focus.
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
