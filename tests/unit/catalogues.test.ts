/**
 * The settings catalogues are found, not listed (docs/catalogues.md): the lists `npm run
 * catalogues` writes are up to date, and every catalogue a schema declares has what its page and
 * the mock backend need, each missing piece named.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CATALOGUE_PAGES, CATALOGUES } from '@/catalogues';
import { VIEW_MODULES } from '@/catalogues/pages';
import enUS from '@/locales/en-US';
import { RESOURCE_TEXTS } from '@/locales/resourceTexts';
import zhCN from '@/locales/zh-CN';
import { CATALOGUE_SCHEMAS } from '@/schema';
import routes from '../../config/routes';
import { createBackend } from '../../mock/backend';
import { CATALOGUE_DEFS } from '../../mock/backend/resources';
import { MOCK_MODULES } from '../../mock/backend/resources/catalogues';

const ROOT = join(__dirname, '..', '..');
const keyOf = (path: string) => path.replace('/', '-');
/** The demo data holds a handful of rows in every catalogue: enough for a list, a reference and a rule to show. */
const DEMO_ROWS = 3;

describe('the catalogues', () => {
  it('are listed as npm run catalogues lists them (run it after adding or removing a file)', () => {
    // Exits 1 naming the files out of date.
    execFileSync(process.execPath, ['scripts/catalogues.mjs', '--check'], { cwd: ROOT, stdio: 'pipe' });
  });

  it('each have a route, a menu label, a page title, a row title and field labels in both languages', () => {
    const paths = new Set(
      (routes as { path?: string; routes?: { path?: string }[] }[]).flatMap((r) => [
        r.path,
        ...(r.routes ?? []).map((c) => c.path),
      ]),
    );
    const missing: string[] = [];
    for (const page of CATALOGUE_PAGES) {
      if (!paths.has(`/basic-settings/${page.path}`)) missing.push(`route /basic-settings/${page.path}`);
      for (const [lang, messages] of [
        ['en-US', enUS],
        ['zh-CN', zhCN],
      ] as const) {
        const texts = messages as Record<string, string>;
        const schema = CATALOGUE_SCHEMAS.find((x) => x.name === page.resource);
        for (const key of [
          `menu.basic-settings.${keyOf(page.path)}`,
          `catalogue.page.${keyOf(page.path)}`,
          `${RESOURCE_TEXTS[page.resource]}.title`,
          ...Object.keys(schema?.fields ?? {}).map((field) => `${RESOURCE_TEXTS[page.resource]}.${field}`),
        ])
          if (!texts[key]?.trim()) missing.push(`${lang} ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('each have a mock definition with a handful of demo rows (mock/backend/resources/catalogues)', () => {
    const defined = new Set(
      MOCK_MODULES.flatMap((m) => Object.values(m)).filter((v) => CATALOGUE_DEFS.includes(v as never)),
    );
    const backend = createBackend();
    const problems = CATALOGUE_DEFS.flatMap((def) => {
      const name = def.schema.name;
      if (!defined.has(def)) return [`${name}: no definition`];
      const rows = backend.db.table(name).size;
      return rows >= DEMO_ROWS ? [] : [`${name}: ${rows} demo rows, fewer than ${DEMO_ROWS}`];
    });
    expect(problems).toEqual([]);
    expect(CATALOGUE_DEFS.map((d) => d.schema)).toEqual(expect.arrayContaining([...CATALOGUE_SCHEMAS]));
  });

  it("each page's demo rows count their display order from 1, a page that shares a table by type included", () => {
    const backend = createBackend();
    const problems = CATALOGUE_PAGES.flatMap((page) => {
      if (!CATALOGUE_SCHEMAS.find((x) => x.name === page.resource)?.sort) return [];
      const sorts = backend.db
        .table(page.resource)
        .all()
        .filter((row) => page.type === undefined || row.type === page.type)
        .map((row) => row.sort as number)
        .sort((a, b) => a - b);
      const counted = sorts.map((_, i) => i + 1);
      return sorts.join() === counted.join() ? [] : [`${page.path}: sort ${sorts.join(', ')}`];
    });
    expect(problems).toEqual([]);
  });

  it('show every view of src/catalogues/pages on the page of its resource and type', () => {
    const shown = new Set(Object.values(CATALOGUES));
    const views = VIEW_MODULES.flatMap((m) => [m.default].flat());
    const unused = views
      .filter((v) => !shown.has(v))
      .map((v) => `${v.service.name} ${JSON.stringify(v.fixedParams ?? {})}`);
    expect(unused).toEqual([]);
  });
});
