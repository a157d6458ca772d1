import type { Question } from '@oriel/core';
import { useT } from '../context/runtime';
import { fieldErrorText, type FieldErrors } from '../forms/field-errors';
import { TextField } from '../forms/text-field';
import type { QuestionAnswers } from './registration-answers.logic';

/** Questions of a registration (000 §3): a text answer each, required per its flag. */
export function QuestionFields({
  idp,
  questions,
  answers,
  onAnswer,
  errors,
}: {
  idp: string;
  questions: readonly Question[];
  answers: QuestionAnswers;
  onAnswer: (questionId: number, value: string) => void;
  errors: FieldErrors;
}) {
  const t = useT();
  if (!questions.length) return null;
  return (
    <fieldset className="field o-questions">
      <legend>{t('availability.questions')}</legend>
      {questions.map((q) => (
        <TextField
          key={q.id}
          id={`${idp}-q-${q.id}`}
          label={q.title}
          required={q.required}
          hint={q.description ?? undefined}
          value={answers[q.id] ?? ''}
          onValue={(v) => onAnswer(q.id, v)}
          error={fieldErrorText(t, errors[`question_${q.id}`])}
        />
      ))}
    </fieldset>
  );
}
