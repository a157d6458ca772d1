import { useEffect, useState } from 'react';
import { loadAccountTranslator, readyAccountTranslator, type AccountTranslator, type Locale } from '@oriel/core';

/** The account catalogue of `lang`, fetched on first use (its own chunk); null while it loads. */
export function useAccountTranslator(lang: Locale): { at: AccountTranslator | null; failed: boolean; retry: () => void } {
  const [state, setState] = useState<{ lang: Locale; at: AccountTranslator | null; failed: boolean }>(() => ({
    lang,
    at: readyAccountTranslator(lang),
    failed: false,
  }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (state.at && state.lang === lang) return;
    let live = true;
    loadAccountTranslator(lang).then(
      (at) => live && setState({ lang, at, failed: false }),
      () => live && setState({ lang, at: null, failed: true }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads when the language or the attempt changes
  }, [lang, attempt]);
  const current = state.lang === lang ? state : { at: null, failed: false };
  return { at: current.at, failed: current.failed, retry: () => setAttempt((n) => n + 1) };
}
