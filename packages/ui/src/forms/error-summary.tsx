import { useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useT } from '../context/runtime';
import { focusField, invalidFields, type InvalidField } from './focus-invalid';

export interface ErrorSummaryControl {
  /** the form (or inline group) whose invalid fields the summary lists */
  formRef: RefObject<HTMLFormElement & HTMLFieldSetElement>;
  /** counts the refused submits: each one moves the focus to the summary */
  attempt: number;
  /** call once a refused submit has set its errors (the same render or a later one) */
  report: () => void;
}

/** The state an ErrorSummary reads: the form's ref and the count of refused submits. */
export function useErrorSummary(): ErrorSummaryControl {
  const formRef = useRef<HTMLFormElement & HTMLFieldSetElement>(null);
  const [attempt, setAttempt] = useState(0);
  return { formRef, attempt, report: () => setAttempt((n) => n + 1) };
}

const same = (a: readonly InvalidField[], b: readonly InvalidField[]) =>
  a.length === b.length && a.every((x, i) => x.element === b[i]!.element && x.label === b[i]!.label && x.message === b[i]!.message);

/**
 * The top of a form after a refused submit: how many fields need fixing, and a link to each (its label and its
 * error), which scrolls the field to the middle of the screen and focuses it. It takes the focus on each refused
 * submit, so a long form never fails out of sight; it follows the fields' errors as they are shown, and is gone
 * once none is. `within`: a wider element to read, when some of the form's fields sit outside the <form>.
 */
export function ErrorSummary({ control, id, within }: { control: ErrorSummaryControl; id: string; within?: RefObject<HTMLElement> }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState<InvalidField[]>([]);
  const focused = useRef(0);

  // after every render of the form: the errors it shows now (a field fixed and sent again drops out); once they
  // are on screen, a new refused submit moves the focus here
  // eslint-disable-next-line react-hooks/exhaustive-deps -- every render: the fields' errors are read from the DOM; setItems only on a change
  useLayoutEffect(() => {
    const now = control.attempt ? invalidFields(within?.current ?? control.formRef.current) : [];
    if (!same(now, items)) {
      setItems(now);
      return;
    }
    if (control.attempt === focused.current) return;
    focused.current = control.attempt;
    if (!box.current) return;
    box.current.scrollIntoView?.({ block: 'start' });
    box.current.focus({ preventScroll: true });
  });

  if (!items.length) return null;
  const follow = (item: InvalidField) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    focusField(item.element);
  };
  return (
    <div ref={box} id={id} className="o-error-summary" tabIndex={-1}>
      <div role="alert">
        <p className="o-error-summary-title">{t('forms.summary.title', { count: items.length })}</p>
        <ul>
          {items.map((item) => (
            <li key={item.id || item.label}>
              <a href={`#${item.id}`} onClick={follow(item)}>
                {item.message ? t('forms.summary.item', { label: item.label, message: item.message }) : item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
