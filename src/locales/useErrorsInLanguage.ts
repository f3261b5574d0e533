import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { useT } from './useT';

/**
 * A field's error text is worked out when the field is checked, so after a switch of language the
 * errors on screen would stay in the old one: the fields that show one are checked again.
 */
export function useErrorsInLanguage(form: FormInstance): void {
  const t = useT();
  const shownIn = useRef(t);
  useEffect(() => {
    if (shownIn.current === t) return;
    shownIn.current = t;
    const withErrors = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name);
    // (The refusal is the point: the fields show it again, in the new words.)
    if (withErrors.length) form.validateFields(withErrors).catch(() => undefined);
  }, [t, form]);
}
