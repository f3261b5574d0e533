import { filtersFromValues, searchFieldsOf, valuesFromFilters } from '@/components/crud/searchModel';
import type { ResolvedField } from '@/components/crud/useResourceFields';
import type { BaseRow, FieldSchema } from '@/schema/types';

/** A resolved field as useResourceFields makes it (only what the search reads). */
const field = (
  name: string,
  schema: FieldSchema,
  view: Partial<ResolvedField<BaseRow>['view']> = {},
  options?: { value: number; label: string }[],
): ResolvedField<BaseRow> => ({
  view: { name, ...view },
  schema,
  input: 'text',
  label: `L:${name}`,
  options,
  labelOf: () => undefined,
  loading: false,
});

const FIELDS = [
  field('phone', { kind: 'string', filter: 'like' }),
  field('remark', { kind: 'text' }), // not searchable: no filter
  field('level', { kind: 'enum', values: [1, 2], filter: 'eq' }, { searchOrder: 2 }, [
    { value: 1, label: 'One' },
    { value: 2, label: 'Two' },
  ]),
  field('name', { kind: 'string', filter: 'like' }, { searchOrder: 1 }),
  field('age', { kind: 'int' }, { search: true, searchRange: true }),
  field('birthday', { kind: 'date', filter: 'range' }, { search: true }),
  field('secret', { kind: 'string', filter: 'eq' }, { search: false }),
];

describe('list search model', () => {
  const search = searchFieldsOf(FIELDS, { label: 'Created' });

  it('orders fields by searchOrder, then as declared, with the created range last', () => {
    expect(search.map((f) => `${f.name}:${f.kind}`)).toEqual([
      'name:text',
      'level:select',
      'phone:text',
      'age:digitRange',
      'birthday:dateRange',
      'createTime:dateRange',
    ]);
    expect(searchFieldsOf(FIELDS).some((f) => f.name === 'createTime')).toBe(false);
  });

  it('turns form values into API params: blanks left out, text trimmed, ranges as two params', () => {
    expect(
      filtersFromValues(search, {
        name: '  Li ',
        level: 2,
        phone: '   ',
        age: [3, undefined],
        birthday: [undefined, '2020-01-31'],
        createTime: ['2026-01-01', '2026-02-01'],
        secret: 'ignored: not a search field',
      }),
    ).toEqual({
      name: 'Li',
      level: '2',
      ageMin: '3',
      birthdayTo: '2020-01-31',
      createTimeFrom: '2026-01-01',
      createTimeTo: '2026-02-01',
    });
    expect(filtersFromValues(search, { age: [Number.NaN, null] })).toEqual({});
  });

  it('reads URL filters back into form values of the right types, and round-trips', () => {
    const filters = { name: 'Li', level: '2', ageMin: '3', ageMax: '9', createTimeTo: '2026-02-01', other: 'x' };
    const values = valuesFromFilters(search, FIELDS, filters);
    expect(values).toEqual({ name: 'Li', level: 2, age: [3, 9], createTime: [undefined, '2026-02-01'] });
    const { other: _, ...searchable } = filters;
    expect(filtersFromValues(search, values)).toEqual(searchable);
  });
});
