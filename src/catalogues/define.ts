import type { FieldView, ResourceView } from '@/components/crud/types';
import type { BaseRow } from '@/schema/types';

/**
 * A catalogue page: the resource's own fields, then the two every catalogue has:
 * `sort` (display order, a sortable column and editable) and `status` (switch in the list,
 * searchable). Catalogues leave out the created-time column: they are small reference lists.
 */
export function defineCatalogue<T extends BaseRow>(view: ResourceView<T>): ResourceView<T> {
  const own = view.fields.map((f) => f.name);
  const common: FieldView<T>[] = [
    { name: 'sort', search: false, width: 100, initialValue: 0 },
    { name: 'status', search: true, width: 110 },
  ];
  return {
    createdColumn: false,
    ...view,
    fields: [...view.fields, ...common.filter((f) => !own.includes(f.name))],
  };
}
