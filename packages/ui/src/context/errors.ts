import { normaliseError, translateErrorCode, type Translator } from '@oriel/core';

/** Spec 000 §8 / 001 §8: forms.errors.{code}, the raw code when untranslated, UNKNOWN_ERROR without a response. */
export function errorMessage(t: Translator, error: unknown): string {
  return translateErrorCode(t, normaliseError(error).code);
}
