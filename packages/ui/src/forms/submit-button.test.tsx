import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton, softDisabled } from './submit-button';

function Form({ onSend }: { onSend: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
        setBusy(true);
      }}
    >
      <SubmitButton busy={busy}>Ajouter</SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('busy, keeps the focus (a disabled button drops it to <body>) and sends nothing twice', async () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Ajouter' });
    button.focus();
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('disabled (nothing to send yet) is a real disabled button', () => {
    render(
      <SubmitButton busy={false} disabled>
        Ajouter
      </SubmitButton>,
    );
    expect((screen.getByRole('button', { name: 'Ajouter' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('softDisabled', () => {
  it('off: focusable, aria-disabled, its click cancelled and not handled; on: the handler runs', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <button type="button" {...softDisabled(true, onClick)}>
        Suivante
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Suivante' }) as HTMLButtonElement;
    button.focus();
    expect(fireEvent.click(button)).toBe(false);
    expect(onClick).not.toHaveBeenCalled();
    expect([button.disabled, button.getAttribute('aria-disabled'), document.activeElement === button]).toEqual([false, 'true', true]);
    rerender(
      <button type="button" {...softDisabled(false, onClick)}>
        Suivante
      </button>,
    );
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });
});
