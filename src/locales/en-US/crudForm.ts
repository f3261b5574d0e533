/** The add / edit form's own texts, loaded with it (src/components/crud/CrudForm.tsx). */
export default {
  'crudForm.notKept':
    'What you typed in {fields} before your session ended was not kept, as a password never is. Type it again before you save.',
};
