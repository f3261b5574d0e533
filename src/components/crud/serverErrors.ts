import type { FormInstance } from 'antd';
import { ApiError } from '@/services/errors';

/** Puts a failed save's reasons on the fields they concern; true when it did. */
export function applyServerErrors(
  // biome-ignore lint/suspicious/noExplicitAny: works for a form of any value type
  form: FormInstance<any>,
  error: unknown,
  uniqueField?: string,
  uniqueText?: string,
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.fieldErrors) {
    const known = new Set(Object.keys(form.getFieldsValue(true)));
    const entries = Object.entries(error.fieldErrors);
    form.setFields(entries.filter(([name]) => known.has(name)).map(([name, text]) => ({ name, errors: [text] })));
    return entries.some(([name]) => known.has(name));
  }
  if (error.code === 1003 && uniqueField) {
    form.setFields([{ name: uniqueField, errors: [uniqueText ?? error.message] }]);
    return true;
  }
  return false;
}
