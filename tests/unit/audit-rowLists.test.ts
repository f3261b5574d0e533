import { CATALOGUES } from '@/catalogues';
import { listPathOf, TYPED_PAGES } from '@/components/audit/rowLists';
import { nameFieldOf } from '@/components/crud/fieldUtils';
import { SCHEMAS } from '@/schema';
import routes from '../../config/routes';

type Route = { path?: string; routes?: Route[] };
const paths = (list: Route[]): string[] => list.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.routes ?? [])]);

describe('audit log row links', () => {
  it('point every catalogue row at the page that lists it, typed ones by their type', () => {
    for (const [page, view] of Object.entries(CATALOGUES)) {
      const resource = view.service.name;
      const type = (view.fixedParams as { type?: number } | undefined)?.type;
      expect([resource, listPathOf(resource, type)]).toEqual([resource, `/basic-settings/${page}`]);
    }
    expect(listPathOf('sysCognitiveTrainingRule', 3)).toBeUndefined();
    expect(Object.keys(TYPED_PAGES).every((r) => SCHEMAS[r].fields.type)).toBe(true);
  });

  it('link only to routes that exist, filtered on a name field the list can search', () => {
    const known = new Set(paths(routes as Route[]));
    for (const resource of Object.keys(SCHEMAS)) {
      const path = listPathOf(resource, 1);
      if (!path) continue;
      expect([resource, known.has(path)]).toEqual([resource, true]);
      const field = SCHEMAS[resource].fields[nameFieldOf(SCHEMAS[resource].fields)];
      expect([resource, field?.filter]).toEqual([resource, 'like']);
    }
    expect(listPathOf('dataMemberScore')).toBeUndefined();
    expect(listPathOf('session')).toBeUndefined();
  });
});
