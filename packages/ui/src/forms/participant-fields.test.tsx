import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { CustomFieldValues } from '@oriel/core';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { describedBy as errorOf, field as input, typeInto as type } from './field.test-utils';
import type { FieldErrors } from './field-errors';
import { ParticipantFields, useParticipantFields } from './participant-fields';
import { buildOwnParticipant, buildParticipantRequest, participantValues } from './participant-fields.logic';

const TODAY = '2026-11-21';
const routes = {
  'GET /api/custom-fields': {
    data: [
      { id: 21, entity: 'PARTICIPANTS', type: 'LONGTEXT', title: 'Allergies', required: true, active: true, order: 1 },
      { id: 22, entity: 'PARTICIPANTS', type: 'TEXT', title: 'Certificat médical', required: true, active: true, order: 0, deferred: true },
    ],
    count: 2,
  },
};

/** The block in a form of its own, as a view wires it: its state, its logic on submit, the body handed out. */
function Harness({ own = false, editing = false, onBody }: { own?: boolean; editing?: boolean; onBody: (body: unknown) => void }) {
  const [attending, setAttending] = useState(false);
  const { query, fields } = useParticipantFields(editing, !own || attending);
  const [values, setValues] = useState(participantValues());
  const [answers, setAnswers] = useState<Partial<CustomFieldValues>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (e: Event) => {
    e.preventDefault();
    const built = own ? buildOwnParticipant(values.birthdate, answers, fields) : buildParticipantRequest(values, answers, fields, TODAY);
    if (!built.ok) return setErrors(built.errors);
    setErrors({});
    onBody(built.body);
  };
  return (
    <form onSubmit={submit} noValidate>
      <ParticipantFields
        idPrefix="o-p"
        query={query}
        fields={fields}
        values={values}
        onValue={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        answers={answers}
        onAnswer={(key, value) => setAnswers((a) => ({ ...a, [key]: value }))}
        errors={errors}
        latest={own ? undefined : { day: TODAY, message: 'Pas dans le futur' }}
        own={own ? { attending, onAttending: setAttending } : undefined}
      />
      <button type="submit">Envoyer</button>
    </form>
  );
}

function renderHarness(props: { own?: boolean; editing?: boolean } = {}) {
  const onBody = vi.fn();
  const { runtime } = testRuntime({ routes });
  renderWith(runtime, <Harness {...props} onBody={onBody} />);
  return onBody;
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

describe('<ParticipantFields>', () => {
  it("someone else's participant: names and birthdate without the customer's autofill, the birthdate up to today, the organiser's sign-up fields", async () => {
    renderHarness();
    const allergies = await screen.findByLabelText('Allergies');
    expect(allergies.id).toBe('o-p-custom_field_21');
    // a deferred field waits for the document forms when creating
    expect(screen.queryByLabelText('Certificat médical')).toBeNull();
    expect(input('Prénom').id).toBe('o-p-firstname');
    expect(input('Prénom').getAttribute('autocomplete')).toBe('off');
    expect(input('Nom').getAttribute('autocomplete')).toBe('off');
    expect(input('Date de naissance').id).toBe('o-p-birthdate');
    expect(input('Date de naissance').getAttribute('max')).toBe(TODAY);
    expect(input('Date de naissance').hasAttribute('autocomplete')).toBe(false);
    expect(input('Date de naissance').getAttribute('aria-required')).toBe('true');
  });

  it('editing asks the deferred fields too', async () => {
    renderHarness({ editing: true });
    await screen.findByLabelText('Certificat médical');
    screen.getByLabelText('Allergies');
  });

  it('refuses what is missing or in the future under each field, keeps what was typed, then builds the body', async () => {
    const onBody = renderHarness();
    await screen.findByLabelText('Allergies');
    type('Prénom', ' Zoé ');
    send();
    expect(errorOf('Nom')).toBe('Ce champ est obligatoire.');
    expect(errorOf('Date de naissance')).toBe('Ce champ est obligatoire.');
    expect(errorOf('Allergies')).toBe('Ce champ est obligatoire.');
    expect(errorOf('Prénom')).toBe('');
    expect(input('Prénom').value).toBe(' Zoé ');

    type('Nom', 'Dubois');
    type('Date de naissance', '2026-11-22');
    fireEvent.input(input('Allergies'), { target: { value: ' Aucune ' } });
    send();
    expect(errorOf('Date de naissance')).toBe('Pas dans le futur');
    expect(onBody).not.toHaveBeenCalled();

    type('Date de naissance', '2020-02-29');
    send();
    expect(onBody).toHaveBeenCalledWith({ firstname: 'Zoé', lastname: 'Dubois', birthdate: '2020-02-29', custom_data: [{ field_id: 21, data: 'Aucune' }] });
    expect(errorOf('Date de naissance')).toBe('');
  });

  it("the customer's own participant: a box shows the group, which asks the birthdate (autofilled) and the answers, not the names", async () => {
    const onBody = renderHarness({ own: true });
    const attend = screen.getByRole('checkbox', { name: 'Je participerai moi-même à des activités' });
    expect(errorOf('Je participerai moi-même à des activités')).toContain('Vos enfants s’ajoutent ensuite comme participants');
    expect(screen.queryByLabelText('Date de naissance')).toBeNull();
    fireEvent.click(attend);
    const allergies = await screen.findByLabelText('Allergies');
    // the customer's own custom fields share the sign-up form: the participant's ids stay apart
    expect(allergies.id).toBe('o-p-participant-custom_field_21');
    screen.getByRole('group', { name: 'Participant' });
    expect(screen.queryByLabelText('Prénom')).toBeNull();
    expect(input('Date de naissance').getAttribute('autocomplete')).toBe('bday');
    expect(input('Date de naissance').hasAttribute('max')).toBe(false);

    send();
    expect(errorOf('Date de naissance')).toBe('Ce champ est obligatoire.');
    expect(errorOf('Allergies')).toBe('Ce champ est obligatoire.');
    type('Date de naissance', '1985-01-01');
    fireEvent.input(input('Allergies'), { target: { value: 'Arachides' } });
    send();
    expect(onBody).toHaveBeenCalledWith({ birthdate: '1985-01-01', custom_data: [{ field_id: 21, data: 'Arachides' }] });
  });
});
