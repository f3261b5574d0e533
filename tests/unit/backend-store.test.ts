/**
 * The mock backend's store (mock/backend/db.ts): a table's kept orders and group indexes are
 * changed in the same call that changes a row, so after any run of inserts, updates and removes
 * they hold exactly what sorting and grouping the rows afresh would give.
 */
import { createBackend } from '../../mock/backend';
import { Db, type Row, type SortedRows, Table } from '../../mock/backend/db';
import { Rand } from '../../mock/backend/random';
import { signInAs } from './backendSession';

const NAMES = ['王小明', '李华', 'Anna', 'anna', '张三', '赵六', 'Émile', 'zoe', '李四'];

/** Rows sorted the plain way: by the field (text by the collator, then code points), blanks last, ties by id. */
function sortedAfresh(rows: Row[], field: string, collation?: string): number[] {
  const collator = collation ? new Intl.Collator(collation) : undefined;
  const codes = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return [...rows]
    .sort((a, b) => {
      const x = a[field] ?? null;
      const y = b[field] ?? null;
      if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
      if (typeof x === 'number' && typeof y === 'number') return x - y || a.id - b.id;
      return collator?.compare(String(x), String(y)) || codes(String(x), String(y)) || a.id - b.id;
    })
    .map((r) => r.id);
}

const idsOf = (rows: SortedRows, dir: 1 | -1 = 1) => Array.from({ length: rows.length }, (_, i) => rows.at(i, dir).id);

describe('the store', () => {
  it('keeps every order and group index in step with random writes', () => {
    const rand = new Rand(7);
    const table = new Table();
    const now = '2026-01-01T00:00:00.000Z';
    const rowOf = () => ({
      name: rand.pick(NAMES),
      score: rand.chance(0.2) ? null : rand.int(0, 100),
      userId: rand.int(1, 6),
      startTime: `2026-01-${String(rand.int(1, 28)).padStart(2, '0')}T0${rand.int(0, 9)}:00:00.000Z`,
    });
    for (let i = 0; i < 60; i++) table.insert(rowOf(), now);
    // Read before the writes, so the indexes exist and must follow them.
    const byScore = table.ordered({ field: 'score' });
    const byName = table.ordered({ field: 'name', collation: 'zh-CN' });
    table.group('userId', 1, { field: 'startTime' });
    for (let step = 0; step < 400; step++) {
      const ids = table.all().map((r) => r.id);
      const choice = rand.int(0, 2);
      if (choice === 0 || ids.length < 5) table.insert(rowOf(), now);
      else if (choice === 1) table.update(rand.pick(ids), rowOf(), now);
      else table.remove(rand.pick(ids));
    }
    const rows = table.all();
    expect(idsOf(byScore)).toEqual(sortedAfresh(rows, 'score'));
    expect(idsOf(byName)).toEqual(sortedAfresh(rows, 'name', 'zh-CN'));
    // Descending: values reversed, blanks still last (newest id first among them).
    const valued = sortedAfresh(
      rows.filter((r) => r.score != null),
      'score',
    ).reverse();
    const blank = rows
      .filter((r) => r.score == null)
      .map((r) => r.id)
      .sort((a, b) => b - a);
    expect(idsOf(byScore, -1)).toEqual([...valued, ...blank]);
    for (let userId = 1; userId <= 6; userId++)
      expect(idsOf(table.group('userId', userId, { field: 'startTime' }))).toEqual(
        sortedAfresh(
          rows.filter((r) => r.userId === userId),
          'startTime',
        ),
      );
    // A group is found by the value as a query gives it.
    expect(table.group('userId', '3').length).toBe(rows.filter((r) => r.userId === 3).length);
    expect(table.group('userId', 99).length).toBe(0);
  });

  it('puts a row back where its value says when it is updated, and nowhere twice', () => {
    const table = new Table();
    const now = '2026-01-01T00:00:00.000Z';
    for (const score of [5, 1, 3]) table.insert({ score }, now);
    const kept = table.ordered({ field: 'score' });
    expect(idsOf(kept)).toEqual([2, 3, 1]);
    table.update(2, { score: 9 }, now);
    table.update(3, { name: 'renamed' }, now);
    expect(idsOf(kept)).toEqual([3, 1, 2]);
    expect(kept.at(0)).toBe(table.get(3));
    // An insert under an id the table has is a change of that row.
    table.insert({ id: 1, score: 0 }, now);
    expect(idsOf(kept)).toEqual([1, 3, 2]);
    expect(table.size).toBe(3);
  });

  it('a copy shares no change: each side inserts, updates and removes apart, under its own ids and indexes', () => {
    const now = '2026-01-01T00:00:00.000Z';
    const db = new Db();
    for (const score of [5, 1, 3]) db.table('t').insert({ score, tags: [score] }, now);
    db.freeze();
    const copy = db.copy();
    const mine = copy.table('t');
    mine.update(1, { score: 0 }, now);
    mine.remove(2);
    expect(mine.insert({ score: 7 }, now).id).toBe(4);
    expect(idsOf(mine.ordered({ field: 'score' }))).toEqual([1, 3, 4]);
    const theirs = db.table('t');
    expect(theirs.all().map((r) => [r.id, r.score])).toEqual([
      [1, 5],
      [2, 1],
      [3, 3],
    ]);
    expect(theirs.insert({ score: 2 }, now).id).toBe(4);
    expect(idsOf(theirs.ordered({ field: 'score' }))).toEqual([2, 4, 3, 1]);
    // The rows both share cannot change in place, nor what they hold.
    const shared = copy.table('t').get(3) as Row & { tags: number[] };
    expect(Reflect.set(shared, 'score', 9)).toBe(false);
    expect(() => shared.tags.push(1)).toThrow(TypeError);
    expect(theirs.get(3)).toEqual({ id: 3, score: 3, tags: [3], createTime: now, updateTime: now });
  });
});

describe('backends made one after another', () => {
  it('each starts from the demo data: what one wrote is not in the next', () => {
    const first = createBackend();
    const seeded = first.db.table('sysGrade').all();
    const admin = signInAs(first, 'admin');
    const renamed = admin.post('/sysGrade/edit', { id: seeded[0].id, name: 'Renamed grade' });
    expect(renamed.statusCode).toBe(200);
    const added = admin.post('/sysGrade/add', { name: 'New grade', gradeGroupId: seeded[0].gradeGroupId });
    expect(added.statusCode).toBe(200);
    expect(first.db.table('sysGrade').size).toBe(seeded.length + 1);

    const next = createBackend();
    expect(next.db.table('sysGrade').all()).toEqual(seeded);
    const again = signInAs(next, 'admin').post('/sysGrade/add', {
      name: 'New grade',
      gradeGroupId: seeded[0].gradeGroupId,
    });
    expect(again.statusCode).toBe(200);
    // The same next id in each: the first's insert did not move the second's counter.
    expect(next.db.table('sysGrade').get(seeded.length + 1)?.name).toBe('New grade');
    expect(first.db.table('sysGrade').get(seeded.length + 1)?.name).toBe('New grade');
  });
});
