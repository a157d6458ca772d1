/** A field's error under it, with the id the field's aria-describedby names; nothing while there is none. */
export function FieldError({ id, text }: { id: string; text: string | false | null | undefined }) {
  return text ? (
    <p id={id} className="field-error">
      {text}
    </p>
  ) : null;
}
