import type { FieldView, ResourceView } from '@/components/crud/types';
import { catalogueTextsOf } from '@/schema/catalogueTexts';
import type { BaseRow, ResourceSchema } from '@/schema/types';
import { catalogueService } from '@/services/catalogues';

/**
 * What a catalogue page says beyond its schema, all of it optional: a page whose fields show in
 * the schema's order, as their kinds say, needs no view at all (src/catalogues/index.ts).
 */
export type CataloguePageView<T extends BaseRow> = Partial<Omit<ResourceView<T>, 'service' | 'i18nPrefix'>> & {
  /** A page of a resource split by `type` (its schema's `catalogue.pages`): the type it lists and adds. */
  type?: number;
};

/**
 * A catalogue page from its schema: the service and the text prefix come from the schema
 * (`catalogueTextsOf`), a reference field's options from the resource it points at, and the
 * fields default to the schema's own, in order. Then the two every catalogue has: `sort`
 * (display order, a sortable column and editable) and `status` (switch in the list, searchable).
 * Catalogues leave out the created-time column: they are small reference lists.
 */
export function defineCatalogue<T extends BaseRow>(
  schema: ResourceSchema,
  { type, ...view }: CataloguePageView<T> = {},
): ResourceView<T> {
  const own: FieldView<T>[] =
    view.fields ??
    Object.keys(schema.fields)
      .filter((name) => type === undefined || name !== 'type')
      .map((name) => ({ name }));
  const fields = own.map((f) => {
    const ref = schema.fields[f.name]?.ref;
    const withRef = ref && !f.refService ? { ...f, refService: catalogueService(ref) } : f;
    // `<texts>.title` names the resource itself, so a field called `title` has the shared label.
    return f.name === 'title' && !f.label ? { ...withRef, label: 'catalogue.common.title' } : withRef;
  });
  const named = fields.map((f) => f.name);
  const common: FieldView<T>[] = [
    { name: 'sort', search: false, width: 100, initialValue: 0 },
    { name: 'status', search: true, width: 110 },
  ];
  return {
    createdColumn: false,
    ...view,
    ...(type === undefined ? {} : { fixedParams: { ...view.fixedParams, type } }),
    service: catalogueService<T>(schema.name),
    i18nPrefix: catalogueTextsOf(schema.name, schema.catalogue?.texts),
    fields: [...fields, ...common.filter((f) => !named.includes(f.name))],
  };
}
