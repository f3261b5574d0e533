import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { useT } from './useT';

/**
 * A field's error text is worked out when the field is checked, so after a switch of language the
 * errors on screen would stay in the old one: the fields that show one are checked again. An error
 * that no rule of the field gives (the server's, put there after a save) passes that check; it is
 * put back as it was, since only the server could say it again.
 */
export function useErrorsInLanguage(form: FormInstance): void {
  const t = useT();
  const shownIn = useRef(t);
  useEffect(() => {
    if (shownIn.current === t) return;
    shownIn.current = t;
    const withErrors = form.getFieldsError().filter((f) => f.errors.length > 0);
    if (!withErrors.length) return;
    const putBack = () => {
      const passed = withErrors.filter((f) => form.getFieldError(f.name).length === 0);
      if (passed.length) form.setFields(passed.map(({ name, errors }) => ({ name, errors })));
    };
    // (The refusal is the point: the fields show it again, in the new words.)
    form.validateFields(withErrors.map((f) => f.name)).then(putBack, putBack);
  }, [t, form]);
}
