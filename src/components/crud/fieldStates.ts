import type { FormRule } from 'antd';
import { useState } from 'react';

/**
 * What a form field's input tells assistive technology: required, invalid, and which texts
 * describe it (its error, its help line).
 *
 * antd's Form.Item puts these on the control it wraps, but a Pro form field is a component of
 * pro-form's in between, which passes on the item's id and value and drops the `aria-*` props: a
 * screen reader heard "Name, edit text" after a refused Save, with no word of the error shown
 * below. A form keeps which of its fields are at fault (`useFieldStates`) and each field puts
 * these on its input through its `fieldProps`.
 *
 * The ids are antd's: the form's name and the field's joined by "_" (the field's alone in a form
 * without a name) for the input, then "_help" for the item's error and "_extra" for its help line.
 * crudForm.test.tsx and account.test.tsx fail if they change.
 */
export interface FieldStates {
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

type FieldsChange = (changed: unknown, all: { name: unknown; errors?: readonly unknown[] }[]) => void;

const NONE: ReadonlySet<string> = new Set();

/**
 * A form's field states: `onFieldsChange` goes on the form, which calls it after every check;
 * `of(name, rules, hasHelp)` gives a field's states; `reset` as the form is emptied.
 */
export function useFieldStates(formName?: string): {
  onFieldsChange: FieldsChange;
  reset: () => void;
  of: (name: string, rules: readonly FormRule[], hasHelp?: boolean) => FieldStates;
} {
  const [invalid, setInvalid] = useState(NONE);
  return {
    onFieldsChange: (_, all) => {
      const next = new Set(all.filter((f) => f.errors?.length).map((f) => [f.name].flat().join('_')));
      // A new set only on a change: the form calls this on every keystroke.
      setInvalid((was) => (next.size === was.size && [...next].every((n) => was.has(n)) ? was : next));
    },
    reset: () => setInvalid(NONE),
    of: (name, rules, hasHelp = false) => {
      const id = formName ? `${formName}_${name}` : name;
      const bad = invalid.has(name);
      const describedBy = [bad && `${id}_help`, hasHelp && `${id}_extra`].filter(Boolean).join(' ');
      return {
        'aria-required': rules.some((r) => typeof r === 'object' && r.required) || undefined,
        'aria-invalid': bad || undefined,
        'aria-describedby': describedBy || undefined,
      };
    },
  };
}
