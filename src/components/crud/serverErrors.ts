import type { FormInstance } from 'antd';
import { ApiError } from '@/services/errors';
import { showError } from '@/services/request';

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
    const placed = entries.filter(([name]) => known.has(name));
    if (placed.length === 0) return false;
    form.setFields(placed.map(([name, text]) => ({ name, errors: [text] })));
    // What names no field of the form is still said, as a refusal's body says it (" | ").
    const unplaced = entries.filter(([name]) => !known.has(name)).map(([, text]) => text);
    if (unplaced.length) showError(new ApiError(unplaced.join(' | '), error.code, 'business'));
    focusFirstError(form);
    return true;
  }
  if (error.code === 1003 && uniqueField) {
    form.setFields([{ name: uniqueField, errors: [uniqueText ?? error.message] }]);
    focusFirstError(form);
    return true;
  }
  return false;
}

/**
 * The focus goes to the first field the server refused, in the form's order, as after a refusal of
 * the form's own rules: its reason is read out there, and the user corrects it without searching.
 */
// biome-ignore lint/suspicious/noExplicitAny: works for a form of any value type
export function focusFirstError(form: FormInstance<any>) {
  const first = form.getFieldsError().find((f) => f.errors.length > 0);
  if (first) form.scrollToField(first.name, FIRST_ERROR);
}

/** A form's `scrollToFirstError`: a refused submit takes the focus to the first field at fault. */
export const FIRST_ERROR = { focus: true, block: 'nearest' } as const;

/**
 * The values of a form checked by its rules, for a dialog that checks them itself (its OK is not a
 * submit); undefined when a rule refuses, with the focus on the first field at fault.
 */
export async function checkedValues<T>(form: FormInstance<T>): Promise<T | undefined> {
  try {
    return await form.validateFields();
  } catch {
    focusFirstError(form);
    return undefined;
  }
}
