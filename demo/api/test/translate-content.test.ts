import { describe, expect, it } from 'vitest';
import { answerLanguage, translateContent } from '../src/lib/translate-content';

const glossary = new Map([
  ['Tennis', 'Tennis (en)'],
  ['Oui', 'Yes'],
  ['Garderie', 'Childcare'],
  ['<p>Tenue confortable.</p>', '<p>Comfortable clothes.</p>'],
  ['Accueil', 'Home'],
]);
const translated = <T>(value: T): T => {
  const copy = structuredClone(value);
  translateContent(copy, glossary, 'fr');
  return copy;
};

describe('translateContent', () => {
  it('translates organiser content keys, strings and lists, HTML as one string', () => {
    expect(translated({ title: 'Garderie', description: '<p>Tenue confortable.</p>', choices: ['Oui', 'Oui'] })).toEqual({
      title: 'Childcare',
      description: '<p>Comfortable clothes.</p>',
      choices: ['Yes', 'Yes'],
    });
  });

  it('marks a field without translation with the organiser’s language, and only that field', () => {
    expect(translated({ title: 'Garderie', label: 'Garderie du soir', price: 1500 })).toEqual({
      title: 'Childcare',
      label: 'Garderie du soir',
      price: 1500,
      content_lang: { label: 'fr' },
    });
    // a text without letters says nothing in any language
    expect(translated({ label: '12 - 15' })).toEqual({ label: '12 - 15' });
  });

  it('never reads customers’ data, whatever its words', () => {
    const answer = {
      participant: { fullname: 'Tennis', title: 'Oui' },
      participants: [{ name: 'Tennis' }],
      customer: { name: 'Oui', custom_fields: [{ title: 'Oui', value: 'Oui' }] },
      questions: [{ question: { title: 'Oui' }, content: 'Oui' }],
      message: 'Oui',
      code: 'Oui',
      organiser: { name: 'Accueil' },
    };
    const out = translated(answer);
    expect(out.participant).toEqual(answer.participant);
    expect(out.participants).toEqual(answer.participants);
    expect(out.customer).toEqual(answer.customer);
    expect(out.questions).toEqual([{ question: { title: 'Yes' }, content: 'Oui' }]);
    expect([out.message, out.code, out.organiser]).toEqual(['Oui', 'Oui', { name: 'Accueil' }]);
  });

  it('leaves a block’s kind and an image’s file name alone, and translates their content', () => {
    const page = {
      name: 'Accueil',
      settings: { title: 'Accueil' },
      images: [{ name: 'Accueil', alt: 'Oui' }],
      children: [{ name: 'heading', settings: { content: 'Oui' } }],
    };
    expect(translated(page)).toEqual({
      name: 'Accueil',
      settings: { title: 'Home' },
      images: [{ name: 'Accueil', alt: 'Yes' }],
      children: [{ name: 'heading', settings: { content: 'Yes' } }],
    });
  });
});

describe('answerLanguage', () => {
  it('takes the asked language when the organiser has it, else the organiser’s own', () => {
    expect(answerLanguage('en', ['fr', 'en'])).toBe('en');
    expect(answerLanguage(' EN ', ['fr', 'en'])).toBe('en');
    expect(answerLanguage('de', ['fr', 'en'])).toBe('fr');
    expect(answerLanguage(undefined, ['en', 'fr'])).toBe('en');
    expect(answerLanguage('', [])).toBe('fr');
  });
});
