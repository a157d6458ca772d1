/** Account area: participants (English source of truth). */
export const participantsEn = {
  title: 'Participants',
  add: 'Add a participant',
  empty: 'No participant yet: add the people you register for activities.',
  age: 'Age',
  birthdate_future: 'The birth date cannot be in the future.',
  edit_named: 'Edit {name}',
  delete_named: 'Delete {name}',
  actions: {
    edit: 'Edit',
    delete: 'Delete',
  },
  back: 'Back to the participants',
  not_found: 'This participant cannot be found.',
  create: {
    title: 'Add a participant',
    submit: 'Add the participant',
    success: 'The participant has been added.',
  },
  update: {
    title: 'Edit {name}',
    submit: 'Save the changes',
  },
  remove: {
    title: 'Delete {name}',
    warning: 'The participant will be removed from your account. This cannot be undone.',
    confirm_label: 'First name of the participant',
    confirm_hint: 'To confirm, type “{firstname}” (capitals and spaces do not matter).',
    submit: 'Delete the participant',
    success: 'The participant has been deleted.',
  },
};
