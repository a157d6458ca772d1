import { useT } from '../context/runtime';

/**
 * What a label adds to its text: a required field's * is drawn by CSS (`.o-required`, no text of its own: the field
 * says "required" itself, aria-required), an optional one says "(optional)" in words. Undefined adds nothing (a
 * field that always holds a value: a quantity, a chosen participant).
 */
export function requiredClass(required: boolean | undefined): string | undefined {
  return required ? 'o-required' : undefined;
}

/** "(optional)" after an optional field's label; the error summary leaves it out of the field's name. */
export function OptionalMark({ required }: { required: boolean | undefined }) {
  const t = useT();
  return required === false ? <span className="o-field-marker o-muted"> ({t('common.optional')})</span> : null;
}

/** Above a form with required fields: what the * means. */
export function RequiredNote() {
  const t = useT();
  return <p className="field-hint o-required-note">{t('forms.required_note')}</p>;
}
