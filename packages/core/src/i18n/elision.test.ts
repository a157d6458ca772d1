import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountFr } from './account/fr';
import { elide, interpolateFr, startsWithVowelSound } from './elision';
import { createTranslatorFrom } from './translator';

describe('French elision', () => {
  it.each([
    ['de', 'Escalade', "d'Escalade"],
    ['de', 'atelier poterie', "d'atelier poterie"],
    ['de', 'Éveil musical', "d'Éveil musical"],
    ['de', 'Œnologie', "d'Œnologie"],
    ['de', 'Hugo', "d'Hugo"],
    ['de', 'histoire', "d'histoire"],
    ['de', 'Hockey sur gazon', 'de Hockey sur gazon'],
    ['de', 'handball', 'de handball'],
    ['de', 'hip-hop', 'de hip-hop'],
    ['de', 'Tennis', 'de Tennis'],
    ['de', 'yoga', 'de yoga'],
    ['de', '8 séances', 'de 8 séances'],
    ['De', 'Escalade', "D'Escalade"],
    ['le', 'atelier', "l'atelier"],
    ['la', 'initiation', "l'initiation"],
    ['Le', 'Atelier', "L'Atelier"],
    ['que', 'Emma', "qu'Emma"],
    ['pour', 'Emma', 'pour Emma'],
  ])('%s + %s = %s', (word, next, expected) => {
    expect(elide(word, next)).toBe(expected);
  });

  it('elides only before a vowel sound, and keeps the next word whole', () => {
    fc.assert(
      fc.property(fc.constantFrom('de', 'le', 'la', 'que'), fc.string({ minLength: 1 }), (word, next) => {
        const out = elide(word, next);
        if (startsWithVowelSound(next)) expect(out).toBe(`${word === 'de' ? 'd' : word === 'que' ? 'qu' : 'l'}'${next.trimStart()}`);
        else expect(out).toBe(`${word} ${next}`);
      }),
    );
  });

  it('fills a message in one pass: a value holding braces is not filled again, a word ending in "de" is not elided', () => {
    const fill = (values: Record<string, string>) => (name: string) => values[name] ?? null;
    expect(interpolateFr("L'annulation de {activity} pour {p}.", fill({ activity: 'Escalade', p: '{activity}' }))).toBe(
      "L'annulation d'Escalade pour {activity}.",
    );
    expect(interpolateFr('Code de {x}, mode {y}', fill({ x: 'accès', y: 'avion' }))).toBe("Code d'accès, mode avion");
    expect(interpolateFr('Monde {y}', fill({ y: 'entier' }))).toBe('Monde entier');
    expect(interpolateFr('de {missing}', fill({}))).toBe('de {missing}');
  });

  it('the French translator elides; the English one leaves the text alone', () => {
    const fr = createTranslatorFrom('fr', accountFr);
    expect(fr('registrations.cancel.intro_short', { activity: 'Escalade' })).toBe("L'annulation d'Escalade est définitive.");
    expect(fr('registrations.cancel.intro_short', { activity: 'Tennis' })).toBe("L'annulation de Tennis est définitive.");
    const en = createTranslatorFrom('en', { x: 'Cancelling de {a}' });
    expect(en('x', { a: 'Escalade' })).toBe('Cancelling de Escalade');
  });
});
