import {
  filtersOf,
  formValuesOf,
  queryOfList,
  readTableUrl,
  sameQuery,
  sameView,
  searchFieldsOf,
  withReadableFilters,
} from '@/components/crud/tableUrl';
import type { ResolvedField } from '@/components/crud/useResourceFields';
import type { BaseRow, FieldSchema } from '@/schema/types';

/** A resolved field as useResourceFields makes it (only what the search reads). */
const field = (
  name: string,
  schema: FieldSchema,
  view: Partial<ResolvedField<BaseRow>['view']> = {},
): ResolvedField<BaseRow> => ({
  view: { name, ...view },
  schema,
  input: 'text',
  label: `L:${name}`,
  labelOf: () => undefined,
  loading: false,
});

const FIELDS = [
  field('name', { kind: 'string', filter: 'like' }),
  field('remark', { kind: 'text' }), // no filter: not searched
  field('level', { kind: 'enum', values: [1, 2], filter: 'eq' }),
  field('age', { kind: 'int' }, { search: true, searchRange: true }),
  field('birthday', { kind: 'date', filter: 'range' }),
  field('secret', { kind: 'string', filter: 'eq' }, { search: false }),
];
const SEARCH = searchFieldsOf(FIELDS, true);

describe('list URL', () => {
  it('searches the fields with a filter (or search: true), ranges as pairs, created last', () => {
    expect(SEARCH.map((f) => `${f.name}:${f.kind}`)).toEqual([
      'name:value',
      'level:value',
      'age:digitRange',
      'birthday:dateRange',
      'createTime:dateRange',
    ]);
  });

  it('drops a choice filter whose value is none of its choices, and keeps the good ones', () => {
    const read = readTableUrl('?level=9&name=Li&ageMin=3&current=2');
    const known = withReadableFilters(read, SEARCH);
    expect(known.filters).toEqual({ name: 'Li', ageMin: '3' });
    expect(known.current).toBe(2);
    // Written back, the URL loses it.
    expect(queryOfList('?level=9&name=Li&ageMin=3&current=2', known, SEARCH)).toBe(
      '?name=Li&ageMin=3&current=2&pageSize=10',
    );
    // A known choice stays, and a state with nothing to drop is the same object.
    const good = readTableUrl('?level=2&birthdayFrom=2024-02-29&createTimeTo=2026-12-05 10:30');
    expect(withReadableFilters(good, SEARCH)).toBe(good);
  });

  it('takes a range given end first as its ends swapped, dates and numbers alike', () => {
    const read = readTableUrl('?birthdayFrom=2026-12-05&birthdayTo=2026-12-01&ageMin=12&ageMax=9');
    expect(withReadableFilters(read, SEARCH).filters).toEqual({
      birthdayFrom: '2026-12-01',
      birthdayTo: '2026-12-05',
      ageMin: '9',
      ageMax: '12',
    });
    const ordered = readTableUrl('?birthdayFrom=2026-12-01&birthdayTo=2026-12-01&ageMin=9&ageMax=12');
    expect(withReadableFilters(ordered, SEARCH)).toBe(ordered);
  });

  it('drops a filter no search field owns, and a value its field cannot hold: nothing filters unseen', () => {
    const read = readTableUrl(
      '?gender=2&ownerId=abc&level=1&ageMin=abc&ageMax=-5&birthdayFrom=notadate&birthdayTo=2026-13-45&createTimeFrom=2025-02-29',
    );
    expect(withReadableFilters(read, SEARCH).filters).toEqual({ level: '1', ageMax: '-5' });
    const ids = searchFieldsOf(
      [
        field('userId', { kind: 'ref', ref: 'dataMember', filter: 'eq' }),
        field('tags', { kind: 'refs', filter: 'contains' }),
      ],
      false,
    );
    expect(withReadableFilters(readTableUrl('?userId=abc&tags=1,x'), ids).filters).toEqual({});
    expect(withReadableFilters(readTableUrl('?userId=12&tags=1,2'), ids).filters).toEqual({
      userId: '12',
      tags: '1,2',
    });
    // Written back, the URL keeps only what the list shows.
    expect(queryOfList('?gender=2&level=1', { current: 1, pageSize: 10, filters: { level: '1' } }, SEARCH)).toBe(
      '?level=1&current=1&pageSize=10',
    );
  });

  it("drops several choices for a select that holds one, and a range's number outside its field's bounds", () => {
    const bounded = searchFieldsOf(
      [
        field('type', { kind: 'enum', values: [1, 2, 3], filter: 'in' }),
        field('score', { kind: 'int', min: 0, max: 100, filter: 'range' }, { searchRange: true }),
      ],
      false,
    );
    expect(withReadableFilters(readTableUrl('?type=1,2&scoreMin=-5&scoreMax=150'), bounded).filters).toEqual({});
    const held = readTableUrl('?type=2&scoreMin=0&scoreMax=100');
    expect(withReadableFilters(held, bounded)).toBe(held);
  });

  it("lists the fields in the search form's order: those with a searchOrder by it, then as declared", () => {
    const ordered = searchFieldsOf(
      [
        field('name', { kind: 'string', filter: 'like' }, { searchOrder: 1 }),
        field('grade', { kind: 'enum', values: [1], filter: 'eq' }, { searchOrder: 3 }),
        field('note', { kind: 'string', filter: 'like' }),
        field('phone', { kind: 'string', filter: 'like' }, { searchOrder: 2 }),
        field('level', { kind: 'enum', values: [1], filter: 'eq' }),
      ],
      false,
    );
    expect(ordered.map((f) => f.name)).toEqual(['name', 'phone', 'grade', 'note', 'level']);
  });

  it('reads paging, sort and filters, and refuses nonsense paging', () => {
    expect(readTableUrl('?name=Li&current=3&pageSize=20&sortField=age&sortOrder=descend')).toEqual({
      current: 3,
      pageSize: 20,
      sortField: 'age',
      sortOrder: 'descend',
      filters: { name: 'Li' },
    });
    expect(readTableUrl('?current=-2&pageSize=x&sortField=age&sortOrder=up')).toEqual({
      current: 1,
      pageSize: 10,
      sortField: undefined,
      sortOrder: undefined,
      filters: {},
    });
    expect(readTableUrl('?pageSize=5000').pageSize).toBe(100);
  });

  it('writes what the list shows into the query, and no param the list does not own', () => {
    const owned = [
      { name: 'name', kind: 'value' as const },
      { name: 'createTime', kind: 'dateRange' as const },
    ];
    expect(
      queryOfList(
        '?userId=7&name=Li&createTimeFrom=2024-01-01&createTimeTo=2024-02-01',
        { current: 2, pageSize: 10, sortField: 'age', sortOrder: 'ascend', filters: { name: 'Wang' } },
        owned,
      ),
    ).toBe('?name=Wang&current=2&pageSize=10&sortField=age&sortOrder=ascend');
    // A cleared filter leaves the URL even when the URL still had it; the sort goes with no order.
    expect(
      queryOfList('?name=Li&sortField=age&sortOrder=ascend', { current: 1, pageSize: 20, filters: {} }, owned),
    ).toBe('?current=1&pageSize=20');
    // A sort field without an order is no sort.
    expect(queryOfList('?sortField=age&sortOrder=ascend', { sortField: 'age', filters: {} }, owned)).toBe('');
  });

  it('compares queries by their params, in any order', () => {
    expect(sameQuery('?a=1&b=2', 'b=2&a=1')).toBe(true);
    expect(sameQuery('?a=1', '?a=2')).toBe(false);
    expect(sameQuery('', '?')).toBe(true);
  });

  it('takes two queries for the same view on any of its pages, not with another filter or sort', () => {
    expect(sameView('?status=1&current=1&pageSize=10', 'pageSize=10&current=3&status=1')).toBe(true);
    expect(sameView('?status=1&pageSize=10', '?status=0&pageSize=10')).toBe(false);
    expect(sameView('?status=1', '?status=1&sortField=name&sortOrder=ascend')).toBe(false);
    expect(sameView('?pageSize=10', '?pageSize=20')).toBe(false);
  });

  it('turns submitted form values into API filters: blanks out, text trimmed, lists joined', () => {
    expect(filtersOf({ name: '  Li ', level: 2, remark: '   ', age: undefined, ids: [1, 2], current: 4 })).toEqual({
      name: 'Li',
      level: '2',
      ids: '1,2',
    });
  });

  it('opens the search form from the URL: ranges as pairs, numbers as numbers', () => {
    expect(
      formValuesOf(
        {
          name: 'Li',
          level: '2',
          ageMin: '6',
          birthdayFrom: '2015-01-01',
          birthdayTo: '2016-01-01',
          createTimeTo: '2024-05-01',
        },
        SEARCH,
      ),
    ).toEqual({
      name: 'Li',
      level: 2,
      age: [6, undefined],
      birthday: ['2015-01-01', '2016-01-01'],
      createTime: [undefined, '2024-05-01'],
    });
  });

  it('round-trips a URL through the form and back (the columns split the pairs as they submit)', () => {
    const url = { name: 'Li', level: '1', ageMin: '6', ageMax: '9', birthdayFrom: '2015-01-01' };
    const values = formValuesOf(url, SEARCH);
    const { age, birthday, ...rest } = values as { age: unknown[]; birthday: unknown[] };
    const submitted = { ...rest, ageMin: age[0], ageMax: age[1], birthdayFrom: birthday[0], birthdayTo: birthday[1] };
    expect(filtersOf(submitted)).toEqual(url);
  });
});
