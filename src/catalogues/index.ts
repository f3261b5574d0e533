/**
 * The settings catalogues: path segment under /basic-settings -> the definition its page renders.
 * The pages are the catalogue schemas' (`catalogue.pages`, listed in menu order in
 * src/schema/catalogues/pages.json); a page shows the view in src/catalogues/pages that is of its
 * resource (and type), else its schema as it is (defineCatalogue). Nothing here lists a catalogue:
 * docs/catalogues.md says how to add one.
 */
import type { ResourceView } from '@/components/crud/types';
import { SCHEMAS } from '@/schema';
import REGISTRY from '@/schema/catalogues/pages.json';
import { defineCatalogue } from './define';
import { VIEW_MODULES } from './pages';

// biome-ignore lint/suspicious/noExplicitAny: each page has its own row type
export type CatalogueView = ResourceView<any>;

/** One catalogue page as src/schema/catalogues/pages.json lists it. */
export interface CataloguePageEntry {
  path: string;
  resource: string;
  type?: number;
}

/** Every catalogue page, in menu order. */
export const CATALOGUE_PAGES: readonly CataloguePageEntry[] = REGISTRY.pages;

const isView = (value: unknown): value is CatalogueView =>
  typeof value === 'object' && value !== null && 'service' in value && 'fields' in value;

/** The views of src/catalogues/pages (a module's default export: one view, or one per type). */
const VIEWS: CatalogueView[] = VIEW_MODULES.flatMap((m) => [m.default].flat().filter(isView));

const typeOf = (view: CatalogueView) => (view.fixedParams as { type?: number } | undefined)?.type;

function viewOf(page: CataloguePageEntry): CatalogueView {
  const own = VIEWS.find((v) => v.service.name === page.resource && typeOf(v) === page.type);
  return own ?? defineCatalogue(SCHEMAS[page.resource], { type: page.type });
}

export const CATALOGUES: Readonly<Record<string, CatalogueView>> = Object.fromEntries(
  CATALOGUE_PAGES.map((page) => [page.path, viewOf(page)]),
);

/** The catalogue of a location pathname (…/basic-settings/<page>), or undefined. */
export function catalogueOfPath(pathname: string): { page: string; view: CatalogueView } | undefined {
  const m = /\/basic-settings\/(.+?)\/?$/.exec(pathname);
  const page = m?.[1];
  if (!page || !Object.hasOwn(CATALOGUES, page)) return undefined;
  return { page, view: CATALOGUES[page] };
}
