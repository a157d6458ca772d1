import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@oriel/core';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { useToastSubmit, type ToastSubmitOptions } from './use-toast-submit';

/** A form around the hook: its field keeps what was typed, its result shows once the call settles. */
function Probe({ call, options }: { call: () => Promise<unknown>; options?: ToastSubmitOptions }) {
  const { errors, busy, run } = useToastSubmit();
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await run(call, options);
        document.body.dataset.result = String(ok);
      }}
    >
      <input aria-label="email" defaultValue="" />
      <p data-testid="busy">{String(busy)}</p>
      <p data-testid="errors">{JSON.stringify(errors)}</p>
      <button type="submit">go</button>
    </form>
  );
}

describe('useToastSubmit', () => {
  it('busy while the call runs; a loading toast replaced in place by the success text', async () => {
    const { runtime } = testRuntime();
    let settle!: () => void;
    renderWith(runtime, <Probe call={() => new Promise<void>((r) => (settle = r))} />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('busy').textContent).toBe('true'));
    const [loading] = runtime.toasts.all.value;
    expect(loading?.type).toBe('loading');
    await act(async () => settle());
    await waitFor(() => expect(document.body.dataset.result).toBe('true'));
    expect(screen.getByTestId('busy').textContent).toBe('false');
    expect(runtime.toasts.all.value.map((x) => [x.id, x.type, x.message])).toEqual([[loading!.id, 'success', 'Panier mis à jour']]);
  });

  it("a refusal: the API's field errors on the form, the translated error in the same toast, what was typed kept", async () => {
    const { runtime } = testRuntime();
    const refusal = new ApiError({ status: 422, code: 'VALIDATION_ERROR', fields: { participant_id: 'required' } });
    renderWith(runtime, <Probe call={() => Promise.reject(refusal)} />);
    const input = screen.getByLabelText('email') as HTMLInputElement;
    fireEvent.input(input, { target: { value: 'lea@example.test' } });
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(document.body.dataset.result).toBe('false'));
    expect(JSON.parse(screen.getByTestId('errors').textContent!)).toEqual({ participant_id: 'required' });
    const toasts = runtime.toasts.all.value;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.type).toBe('error');
    expect(toasts[0]?.message).not.toBe('VALIDATION_ERROR');
    expect(input.value).toBe('lea@example.test');
  });

  it("a form's own texts: its success message, and its reading of a refusal", async () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <Probe call={() => Promise.resolve()} options={{ success: 'Demande envoyée' }} />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(runtime.toasts.all.value.at(-1)?.message).toBe('Demande envoyée'));
    document.body.innerHTML = '';
    const other = testRuntime().runtime;
    renderWith(
      other,
      <Probe call={() => Promise.reject(new ApiError({ status: 409, code: 'RESOURCE_UNAVAILABLE' }))} options={{ failure: (n) => `refused: ${n.code}` }} />,
    );
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(other.toasts.all.value.at(-1)?.message).toBe('refused: RESOURCE_UNAVAILABLE'));
  });
});
