/**
 * Where a row named in the audit log is listed (config/routes.ts), so the log can link to it: the
 * list page, filtered on the row's name field. A catalogue's page comes from its schema
 * (`catalogue.pages`); a catalogue split over pages by `type` (cognitive trainings and their
 * rules) links to the page of the row's type. Rows with no page of their own (scores, cycles,
 * training records) and sign-ins are not linked. tests/unit/audit-rowLists.test.ts checks this
 * against the catalogue pages and the schemas.
 */
import CATALOGUE_REGISTRY from '@/schema/catalogues/pages.json';

const settingsPath = (page: string) => `/basic-settings/${page}`;

/** Pages split by type: resource -> the page of each `type` value. */
export const TYPED_PAGES: Readonly<Record<string, Readonly<Record<number, string>>>> = CATALOGUE_REGISTRY.pages.reduce<
  Record<string, Record<number, string>>
>((typed, p) => {
  if ('type' in p && typeof p.type === 'number') typed[p.resource] = { ...typed[p.resource], [p.type]: p.path };
  return typed;
}, {});

const LIST_PATHS: Readonly<Record<string, string>> = {
  dataAccountInfo: '/account',
  dataMember: '/member',
  dataDevice: '/device',
  ...Object.fromEntries(
    CATALOGUE_REGISTRY.pages.filter((p) => !(p.resource in TYPED_PAGES)).map((p) => [p.resource, settingsPath(p.path)]),
  ),
};

/** The list path of a resource's rows; for a typed resource, of a row of that `type`. */
export function listPathOf(resource: string, type?: unknown): string | undefined {
  const typed = TYPED_PAGES[resource];
  if (typed) {
    const page = typed[Number(type)];
    return page ? settingsPath(page) : undefined;
  }
  return LIST_PATHS[resource];
}
