import { normaliseError, translateErrorCode, type AccountTranslator, type Translator } from '@oriel/core';

/** 001 §8: the account catalogue's `errors.{code}` first, then the shared `forms.errors.{code}`, else the raw code. */
export function accountErrorMessage(at: AccountTranslator, t: Translator, error: unknown): string {
  const code = normaliseError(error).code;
  return at.lookup(`errors.${code}`) ?? translateErrorCode(t, code);
}

/** A field code (required, insufficient_wallet_amount...) as text, from either catalogue. */
export function accountFieldError(at: AccountTranslator, t: Translator, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return at.lookup(`errors.${code}`) ?? t.lookup(`forms.errors.${code}`) ?? t('forms.errors.invalid');
}
