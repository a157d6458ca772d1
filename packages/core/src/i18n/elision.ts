/**
 * French elision: de, le, la and que lose their vowel before a word that starts with a vowel sound ("L'annulation
 * d'Escalade", "l'atelier", "qu'Hugo"). An h is mute unless the word is one of the common aspirated ones ("de hockey").
 */
const ELIDED: Readonly<Record<string, string>> = { de: 'd', le: 'l', la: 'l', que: 'qu' };

// words whose h is aspirated and keep the full article; titles of activities meet these most (sports, dances)
const ASPIRATED_H = /^h(?:a(?:che|ie|ll|lte|m(?:ac|eau|ster)|nd|ngar|ricot|rpe|sard|ut)|ér(?:on|os)|ibou|ip|ock|ollande|ong|ors|ou|ublot|uit|url)/i;
const VOWEL = /^[aàâäeéèêëiîïoôöuùûüœæ]/i;

/** Whether a French word or title begins with a vowel sound (a vowel, or an h that is not aspirated). */
export function startsWithVowelSound(text: string): boolean {
  const word = text.trimStart();
  if (VOWEL.test(word)) return true;
  return /^h/i.test(word) && !ASPIRATED_H.test(word);
}

/** `word` (de, le, la, que, any case) joined to `next`, elided when `next` starts with a vowel sound. */
export function elide(word: string, next: string): string {
  const short = ELIDED[word.toLowerCase()];
  if (!short || !startsWithVowelSound(next)) return `${word} ${next}`;
  const cased = word[0] === word[0]!.toUpperCase() ? short[0]!.toUpperCase() + short.slice(1) : short;
  return `${cased}'${next.trimStart()}`;
}

// a placeholder, with the whole word de/le/la/que and one space before it when there is one
const PLACEHOLDER = /(?:(?<!\p{L})(de|le|la|que) )?\{(\w+)\}/giu;

/**
 * A French message with its placeholders filled in one pass, each eliding the word before it where it must
 * ("de {activity}" with "Escalade" gives "d'Escalade"). `fill` gives a placeholder's text, or null to leave it as written.
 */
export function interpolateFr(text: string, fill: (name: string) => string | null): string {
  return text.replace(PLACEHOLDER, (m, word: string | undefined, name: string) => {
    const value = fill(name);
    if (value == null) return m;
    return word ? elide(word, value) : value;
  });
}
