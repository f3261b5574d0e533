import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import type { BaseRow, FieldSchema } from '@/schema/types';
import { enumKey, inputOf, labelKey, schemaOf } from './fieldUtils';
import type { FieldView, InputKind, ResourceView, RowHolder } from './types';
import { type RefOption, useRefOptions } from './useRefOptions';

export interface ResolvedField<T extends BaseRow> {
  view: FieldView<T>;
  schema: FieldSchema;
  input: InputKind;
  label: string;
  /** Options of an enum or reference field (value + translated label; who holds a held one). */
  options?: { value: number | string; label: string; heldBy?: RowHolder }[];
  labelOf: (value: unknown) => string | undefined;
  loading: boolean;
}

/** Loads the reference options of up to a fixed set of fields (hooks cannot run in a loop of varying length). */
function useAllRefOptions<T extends BaseRow>(fields: FieldView<T>[]) {
  const refs = fields.filter((f) => f.refService);
  if (refs.length > 8) throw new Error('A resource view supports at most 8 reference fields');
  const results: { options: RefOption[]; loading: boolean }[] = [];
  for (let i = 0; i < 8; i += 1) {
    // biome-ignore lint/correctness/useHookAtTopLevel: fixed count of calls on every render
    results.push(useRefOptions(refs[i]?.refService, refs[i]?.refFilter, refs[i]?.refLabel));
  }
  // One Map for as long as the answers and the fields stay the same: a new one on every render
  // made every field new, and the open add / edit form refilled itself (blanking what was typed)
  // whenever the list behind it re-rendered.
  const names = refs.map((f) => f.name).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answers (a fixed count) and the field names are the inputs
  return useMemo(() => new Map(refs.map((f, i) => [f.name, results[i]])), [names, ...results]);
}

/** Every field of a view with its schema, widget, translated label and option labels. */
export function useResourceFields<T extends BaseRow>(view: ResourceView<T>): ResolvedField<T>[] {
  const intl = useIntl();
  const refOptions = useAllRefOptions(view.fields);
  return useMemo(
    () =>
      view.fields.map((f) => {
        const schema = schemaOf(view, f);
        const input = inputOf(f, schema);
        const label = intl.formatMessage({ id: labelKey(view, f) });
        let options: ResolvedField<T>['options'];
        const ref = refOptions.get(f.name);
        if (ref) options = ref.options.map((o) => ({ value: o.value, label: o.label, heldBy: f.refHeldBy?.(o.row) }));
        else if (schema.kind === 'enum' && schema.values)
          options = schema.values.map((v) => ({ value: v, label: intl.formatMessage({ id: enumKey(view, f, v) }) }));
        const byValue = new Map(options?.map((o) => [String(o.value), o.label]));
        return {
          view: f,
          schema,
          input,
          label,
          options,
          labelOf: (v: unknown) => byValue.get(String(v)),
          loading: ref?.loading ?? false,
        };
      }),
    [view, intl, refOptions],
  );
}
