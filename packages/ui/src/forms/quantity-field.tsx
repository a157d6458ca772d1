import { useT } from '../context/runtime';
import { fieldErrorText } from './field-errors';
import { TextField } from './text-field';

/** Quantity of an add form (000 §5): a positive integer, 1 by default; `error` is the field's code. */
export function QuantityField({ id, value, onValue, error }: { id: string; value: string; onValue: (value: string) => void; error?: string | undefined }) {
  const t = useT();
  return (
    <TextField
      id={id}
      label={t('availability.quantity')}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      value={value}
      onValue={onValue}
      error={fieldErrorText(t, error)}
    />
  );
}
