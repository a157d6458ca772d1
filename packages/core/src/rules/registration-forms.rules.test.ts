import { describe, expect, it } from 'vitest';
import {
  documentDownloadAnswers,
  documentFieldErrors,
  documentFields,
  editDifference,
  editErrors,
  editRequestBody,
  initialEditState,
  REVIEW_SCORES,
  reviewFormDefaults,
} from './registration-forms.rules';

describe('review form (001 §5)', () => {
  it('scores offered 5 down to 1', () => {
    expect(REVIEW_SCORES).toEqual([5, 4, 3, 2, 1]);
  });
  it('a new review is public without a score; an existing one keeps its values and locks its visibility', () => {
    expect(reviewFormDefaults(null)).toEqual({ score: null, message: '', public: true, locked: false });
    expect(reviewFormDefaults({ score: 4, message: 'Bien', private: true })).toEqual({ score: 4, message: 'Bien', public: false, locked: true });
    expect(reviewFormDefaults({ score: 0, message: null, private: false })).toEqual({ score: 0, message: '', public: true, locked: true });
  });
});

describe('document form (001 §3, §5, §7)', () => {
  const text = { id: 4, type: 'TEXT' };
  const day = { id: 5, type: 'DATE' };
  const size = {
    id: 6,
    type: 'CHOICES_SINGLE',
    choices: [
      { id: 61, label: 'S' },
      { id: 62, label: 'M' },
    ],
  };
  const meals = {
    id: 7,
    type: 'CHOICES_MULTIPLE',
    choices: [
      { id: 71, label: 'Midi' },
      { id: 72, label: 'Soir' },
      { id: 73, label: 'Goûter' },
    ],
  };

  it('lists each field once, in page order', () => {
    const doc = { pages: [{ elements: [{ custom_field: text }, { custom_field: null }] }, { elements: [{ custom_field: day }, { custom_field: text }] }, {}] };
    expect(documentFields(doc)).toEqual([text, day]);
    expect(documentFields({})).toEqual([]);
  });
  it('answers keyed custom_element_{id}: choices by id, several comma-joined, dates as days, empty ones left out', () => {
    const values = {
      custom_field_4: '  Mutualité X ',
      custom_field_5: '2026-12-01',
      custom_field_6: 'M',
      custom_field_7: ['Soir', 'Midi'],
    };
    expect(documentDownloadAnswers([text, day, size, meals], values)).toEqual({
      custom_element_4: 'Mutualité X',
      custom_element_5: '2026-12-01',
      custom_element_6: '62',
      custom_element_7: '72,71',
    });
    expect(documentDownloadAnswers([text, day, size, meals], { custom_field_4: '  ', custom_field_7: [] })).toEqual({});
  });
  it('server field errors go under the inputs', () => {
    expect(documentFieldErrors({ custom_element_4: 'required', document_id: 'payment' })).toEqual({ custom_field_4: 'required', document_id: 'payment' });
  });
});

describe('partial-registration edit (001 §4, §5, §7)', () => {
  const reg = {
    id: 12,
    dates: [{ date_id: 3 }, { date_id: 1 }],
    options: [
      { price_id: 72, content: null },
      { price_id: 80, content: 'Pâtes' },
    ],
    questions: [{ question_id: 5, content: 'Aucune' }],
    availability: {
      options: [
        { id: 7, required: false, prices: [{ id: 71 }, { id: 72 }] },
        { id: 8, answer_required: true, prices: [{ id: 80 }] },
        { id: 9, required: true, prices: [{ id: 90 }] },
      ],
      questions: [{ id: 5, required: true }, { id: 6 }],
    },
  };

  it('starts from what the registration holds', () => {
    expect(initialEditState(reg)).toEqual({ dates: [3, 1], choices: { 7: 72, 8: 80, 9: null }, contents: { 8: 'Pâtes' }, answers: { 5: 'Aucune' } });
  });
  it('at least one date, required options and questions, an answer for answer_required options', () => {
    const state = { dates: [], choices: { 7: null, 8: 80, 9: null }, contents: { 8: ' ' }, answers: { 5: '' } };
    expect(editErrors(reg, state)).toEqual({
      availability_dates: 'availability_dates_required',
      option_9: 'required',
      option_content_8: 'required',
      question_5: 'required',
    });
    expect(editErrors(reg, { ...initialEditState(reg), choices: { 7: 72, 8: 80, 9: 90 } })).toEqual({});
  });
  it('the PUT body: dates by id, options with their answer, answered questions, automatic price', () => {
    const state = { dates: [3, 2, 1], choices: { 7: 71, 8: 80, 9: 90 }, contents: { 8: ' Riz ' }, answers: { 5: 'Aucune ', 6: '' } };
    expect(editRequestBody(reg, state)).toEqual({
      registration_id: 12,
      availability_dates: [{ date_id: 1 }, { date_id: 2 }, { date_id: 3 }],
      options: [
        { price_id: 71, content: null },
        { price_id: 80, content: 'Riz' },
        { price_id: 90, content: null },
      ],
      questions: [{ question_id: 5, content: 'Aucune' }],
      automatic_price: true,
    });
  });
  it('the difference: to pay, refunded to the wallet (paid above the new price), less to pay, or none', () => {
    expect(editDifference({ difference: 2500 })).toEqual({ kind: 'pay', amount: 2500 });
    expect(editDifference({ difference: -1800, refund_amount: 1800 })).toEqual({ kind: 'refund', amount: 1800 });
    expect(editDifference({ difference: -1800, refund_amount: 600 })).toEqual({ kind: 'refund', amount: 600 });
    expect(editDifference({ difference: -1800, refund_amount: 0 })).toEqual({ kind: 'less', amount: 1800 });
    expect(editDifference({ difference: 0 })).toEqual({ kind: 'none', amount: 0 });
  });
});
