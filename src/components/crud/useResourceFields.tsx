import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import type { BaseRow, FieldSchema } from '@/schema/types';
import { useApiQueries } from '@/services/query';
import { enumKey, inputOf, labelKey, schemaOf } from './fieldUtils';
import { toRefOptions } from './refOptions';
import type { FieldView, InputKind, ResourceView, RowHolder } from './types';

export interface ResolvedField<T extends BaseRow> {
  view: FieldView<T>;
  schema: FieldSchema;
  input: InputKind;
  label: string;
  /** Options of an enum or reference field (value + translated label; who holds a held one). */
  options?: { value: number | string; label: string; heldBy?: RowHolder; refused?: string }[];
  labelOf: (value: unknown) => string | undefined;
  loading: boolean;
  /** A reference field whose options could not be read, and how to read them again. */
  failed?: boolean;
  retry?: () => void;
}

/**
 * The reference options of every field with a `refService`, from the cache (refOptions.ts):
 * one Map for as long as the answers and the fields stay the same. A new one on every render
 * made every field new, and the open add / edit form refilled itself (blanking what was typed)
 * whenever the list behind it re-rendered.
 */
function useAllRefOptions<T extends BaseRow>(fields: FieldView<T>[]) {
  const refs = fields.filter((f) => f.refService);
  const results = useApiQueries(
    refs.map((f) => (f.refService as NonNullable<typeof f.refService>).queries.list(f.refFilter)),
  );
  const names = refs.map((f) => f.name).join();
  const answers = results.map((r) => r.data);
  const states = results.map((r) => `${r.isPending}${r.isError}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answers, their state and the field names are the inputs
  return useMemo(
    () =>
      new Map(
        refs.map((f, i) => [
          f.name,
          {
            options: answers[i]
              ? toRefOptions(f.refService as NonNullable<typeof f.refService>, answers[i], f.refLabel)
              : [],
            loading: results[i].isPending,
            failed: results[i].isError,
            retry: () => void results[i].refetch(),
          },
        ]),
      ),
    [names, states, ...answers],
  );
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
        if (ref)
          options = ref.options.map((o) => ({
            value: o.value,
            label: o.label,
            heldBy: f.refHeldBy?.(o.row),
            // A disabled settings row is kept where it is chosen already, but offered for no new
            // choice (a field may say more of its own, as the device's does).
            refused: f.refRefused?.(o.row) ?? (o.row.status === 0 ? 'crud.disabledOption' : undefined),
          }));
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
          failed: ref?.failed,
          retry: ref?.retry,
        };
      }),
    [view, intl, refOptions],
  );
}
