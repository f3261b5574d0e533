/**
 * Follow-ups of Home's attention lists in the mock backend (docs/product-rules.md, follow-ups):
 * who may write them, what they need, how they take a child off a list until something new
 * happens, snoozes that end, and the audit log.
 */
import { type Backend, createBackend } from '../../mock/backend';
import { attentionLists, computeOverview } from '../../mock/backend/dashboard';
import { DAY_MS, DEMO_TODAY } from '../../mock/backend/random';
import { type Loose, signInAs } from './backendSession';

const day = (days: number) => new Date(DEMO_TODAY + days * DAY_MS).toISOString().slice(0, 10);

/** The first child of a list on Home now, as level 1 sees it. */
function firstOn(backend: Backend, kind: 'scoreDrop' | 'idle' | 'cycleEnding') {
  const o = signInAs(backend, 'admin').get('/dashboard/overview', { weeks: '4' }).data;
  return { item: o.attention[kind].items[0] as Loose, list: o.attention[kind] as Loose };
}

/** A follow-up as the table keeps it, written now, past the server's rules. */
const writeDirectly = (backend: Backend, row: Record<string, unknown>) =>
  backend.db.table('dataFollowUp').insert({ note: '', snoozeUntil: null, ...row }, new Date().toISOString());

const listed = (backend: Backend, kind: 'scoreDrop' | 'idle' | 'cycleEnding', today = day(0)) =>
  computeOverview(backend.db, 4, { isSuperAdmin: 1 }, today).attention[kind];

describe('POST /dataFollowUp/add', () => {
  it('is open to levels 1 and 2, refused to level 3 (403) and without a session (401)', () => {
    const backend = createBackend();
    const { item } = firstOn(backend, 'scoreDrop');
    const body = { userId: item.userId, kind: 'scoreDrop', action: 'done', note: 'Called the mother' };
    expect(signInAs(backend, 'viewer').call('POST', '/dataFollowUp/add', {}, body).status).toBe(403);
    expect(backend.handle({ method: 'POST', path: '/dataFollowUp/add', query: {}, body, headers: {} }).status).toBe(
      401,
    );
    expect(signInAs(backend, 'operator').post('/dataFollowUp/add', body).statusCode).toBe(200);
    const other = firstOn(backend, 'idle').item;
    expect(
      signInAs(backend, 'admin').post('/dataFollowUp/add', {
        userId: other.userId,
        kind: 'idle',
        action: 'done',
        note: 'x',
      }).statusCode,
    ).toBe(200);
    // Nobody edits or removes one.
    for (const op of ['edit', 'delete'])
      expect(signInAs(backend, 'admin').call('POST', `/dataFollowUp/${op}`, {}, { id: 1 }).status).toBe(404);
  });

  it('wants a note for "followed up", a day from tomorrow to 90 days on for a snooze, and a child on that list', () => {
    const backend = createBackend();
    const s = signInAs(backend, 'operator');
    const { item } = firstOn(backend, 'idle');
    const add = (body: Record<string, unknown>) =>
      s.post('/dataFollowUp/add', { userId: item.userId, kind: 'idle', ...body });
    expect(add({ action: 'done', note: '  ' })).toMatchObject({
      statusCode: 400,
      errors: { note: expect.any(String) },
    });
    expect(add({ action: 'snooze' })).toMatchObject({ statusCode: 400, errors: { snoozeUntil: expect.any(String) } });
    expect(add({ action: 'snooze', snoozeUntil: day(0) }).errors.snoozeUntil).toBeTruthy();
    expect(add({ action: 'snooze', snoozeUntil: day(91) }).errors.snoozeUntil).toBeTruthy();
    expect(add({ action: 'maybe', note: 'x' }).errors.action).toBeTruthy();
    // A child who is not on the scoreDrop list cannot be followed up from it.
    const onDrop = new Set(attentionLists(backend.db).scoreDrop.map((i) => i.userId));
    const calm = (backend.db.table('dataMember').all() as Loose[]).find((m) => !onDrop.has(m.id));
    expect(
      s.post('/dataFollowUp/add', { userId: calm.id, kind: 'scoreDrop', action: 'done', note: 'x' }),
    ).toMatchObject({
      statusCode: 400,
      errors: { kind: expect.any(String) },
    });
    expect(add({ action: 'snooze', snoozeUntil: day(90) }).statusCode).toBe(200);
  });

  it('records who, when and what the entry was about; every level reads the history, newest first', () => {
    const backend = createBackend();
    const { item } = firstOn(backend, 'scoreDrop');
    const saved = signInAs(backend, 'operator').post('/dataFollowUp/add', {
      userId: item.userId,
      kind: 'scoreDrop',
      action: 'done',
      note: 'Talked to the father',
      // What the server sets is not taken from the caller.
      staffId: 1,
      subject: 'score:1',
    }).data;
    expect(saved).toMatchObject({
      userId: item.userId,
      kind: 'scoreDrop',
      action: 'done',
      note: 'Talked to the father',
      subject: item.subject,
      staffAccount: 'operator',
      snoozeUntil: null,
    });
    expect(saved.staffId).not.toBe(1);
    // A second follow-up of the entry, from a Home opened before the first, is refused naming who
    // followed up and when: the guardian would be called twice.
    const count = backend.db.table('dataFollowUp').size;
    const second = { userId: item.userId, kind: 'scoreDrop', action: 'snooze', snoozeUntil: day(3) };
    expect(signInAs(backend, 'admin').post('/dataFollowUp/add', second)).toMatchObject({
      statusCode: 400,
      errors: {
        kind: `运营专员 followed up on this child on ${saved.createTime.slice(0, 10)}, so this was not saved; refresh Home`,
      },
    });
    expect(backend.db.table('dataFollowUp').size).toBe(count);
    // (Two written at once, or before that rule: both are the child's history.)
    writeDirectly(backend, { ...second, subject: item.subject, staffAccount: 'admin' });
    const history = signInAs(backend, 'viewer').get('/dataFollowUp/list', { userId: String(item.userId) })
      .data as Loose[];
    expect(history.map((f) => [f.action, f.staffAccount])).toEqual([
      ['snooze', 'admin'],
      ['done', 'operator'],
    ]);
    expect(history[0].memberName).toBe(item.name);
  });

  it('is in the audit log, one add each, with the staff member who wrote it and what was written alone', () => {
    const backend = createBackend();
    const { item } = firstOn(backend, 'cycleEnding');
    signInAs(backend, 'operator').post('/dataFollowUp/add', {
      userId: item.userId,
      kind: 'cycleEnding',
      action: 'done',
      note: 'Booked the last sessions',
    });
    const entries = signInAs(backend, 'admin').get('/auditLog/list', { resource: 'dataFollowUp' }).data as Loose[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'add', actor: { account: 'operator', level: 2 }, rowName: item.name });
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'note', after: 'Booked the last sessions' })]),
    );
    // What the server set (who, the entry's subject, the child's name beside the child) is not a change.
    expect(entries[0].changes.map((c: Loose) => c.field).sort()).toEqual(
      ['action', 'kind', 'note', 'snoozeUntil', 'userId'].sort(),
    );
  });
});

describe("follow-ups on Home's lists", () => {
  it('take a followed-up child off the list, counted as hidden, until something new happens', () => {
    const backend = createBackend();
    const before = listed(backend, 'scoreDrop');
    const child = before.items[0];
    signInAs(backend, 'operator').post('/dataFollowUp/add', {
      userId: child.userId,
      kind: 'scoreDrop',
      action: 'done',
      note: 'Discussed with the parents',
    });
    const after = listed(backend, 'scoreDrop');
    expect(after.items.map((i) => i.userId)).not.toContain(child.userId);
    expect([after.total, after.hidden]).toEqual([before.total - 1, 1]);
    // A new falling score: a newer assessment far below the latest one is a new subject.
    signInAs(backend, 'admin').post('/dataMemberScore/add', {
      userId: child.userId,
      assessTime: new Date().toISOString(),
      attention: 1,
      memory: 1,
      reaction: 1,
      reasoning: 1,
      spatial: 1,
    });
    const again = listed(backend, 'scoreDrop');
    const back = again.items.find((i) => i.userId === child.userId);
    expect(back).toBeDefined();
    expect(back?.subject).not.toBe(child.subject);
    expect(again.hidden).toBe(0);
  });

  it('hide a snoozed child until the day chosen, then show it again', () => {
    const backend = createBackend();
    const child = listed(backend, 'scoreDrop').items[0];
    signInAs(backend, 'operator').post('/dataFollowUp/add', {
      userId: child.userId,
      kind: 'scoreDrop',
      action: 'snooze',
      snoozeUntil: day(5),
    });
    const ids = (today: string) => listed(backend, 'scoreDrop', today).items.map((i) => i.userId);
    expect(ids(day(0))).not.toContain(child.userId);
    expect(ids(day(4))).not.toContain(child.userId);
    expect(ids(day(5))).toContain(child.userId);
  });

  it('keep the "show all" list of the idle children whole: it counts the hidden ones too', () => {
    const backend = createBackend();
    const before = listed(backend, 'idle');
    const child = before.items[0];
    signInAs(backend, 'admin').post('/dataFollowUp/add', {
      userId: child.userId,
      kind: 'idle',
      action: 'done',
      note: 'x',
    });
    const after = computeOverview(backend.db, 4, { isSuperAdmin: 1 }).attention.idle;
    expect(after.total + after.hidden).toBe(before.total);
    const members = signInAs(backend, 'admin').get('/dataMember/page', {
      status: '1',
      lastTrainingTimeFrom: '2000-01-01',
      lastTrainingTimeTo: after.lastTo,
    }).data;
    expect(members.total).toBe(after.total + after.hidden);
  });
});

describe('the children a follow-up hides, in the overview', () => {
  it('are answered under the list, in its order, each with what hides it: the latest follow-up', () => {
    const backend = createBackend();
    const before = listed(backend, 'scoreDrop');
    const [first, second] = before.items;
    const add = (who: 'admin' | 'operator', body: Record<string, unknown>) =>
      signInAs(backend, who).post('/dataFollowUp/add', { kind: 'scoreDrop', ...body }).data as Loose;
    // Written second first: the answer keeps the list's order, not the follow-ups'.
    add('admin', { userId: second.userId, action: 'snooze', snoozeUntil: day(12) });
    const done = add('operator', { userId: first.userId, action: 'done', note: 'Called the mother' });
    // Level 3 reads them as it reads the list.
    let list = signInAs(backend, 'viewer').get('/dashboard/overview', { weeks: '4' }).data.attention.scoreDrop;
    expect(list).toMatchObject({ total: before.total - 2, hidden: 2 });
    expect(list.items).toEqual(before.items.slice(2));
    expect(list.hiddenItems).toEqual([
      { ...first, hiddenBy: { action: 'done', day: String(done.createTime).slice(0, 10) } },
      { ...second, hiddenBy: { action: 'snooze', day: day(12) } },
    ]);
    // A later follow-up of the same entry (two written at once) is what hides it now.
    writeDirectly(backend, { kind: 'scoreDrop', userId: second.userId, subject: second.subject, action: 'done' });
    writeDirectly(backend, {
      kind: 'scoreDrop',
      userId: first.userId,
      subject: first.subject,
      action: 'snooze',
      snoozeUntil: day(30),
    });
    list = signInAs(backend, 'admin').get('/dashboard/overview', { weeks: '4' }).data.attention.scoreDrop;
    expect(list.hiddenItems.map((i: Loose) => [i.userId, i.hiddenBy.action, i.hiddenBy.day])).toEqual([
      [first.userId, 'snooze', day(30)],
      [second.userId, 'done', String(done.createTime).slice(0, 10)],
    ]);
    // Once the snooze has ended, the follow-up before it is what still hides the child.
    const later = listed(backend, 'scoreDrop', day(30));
    expect(later.hiddenItems.map((i) => [i.userId, i.hiddenBy.action])).toEqual([
      [first.userId, 'done'],
      [second.userId, 'done'],
    ]);
  });

  it('are capped as the shown ones are, `hidden` counting them all', () => {
    const backend = createBackend();
    const before = computeOverview(backend.db, 4, { isSuperAdmin: 1 }).attention.idle;
    const off = before.items.slice(0, 10).concat(attentionLists(backend.db).idle.slice(10, 12));
    expect(off).toHaveLength(12);
    for (const child of off)
      signInAs(backend, 'operator').post('/dataFollowUp/add', {
        userId: child.userId,
        kind: 'idle',
        action: 'done',
        note: 'Asked why',
      });
    const list = signInAs(backend, 'admin').get('/dashboard/overview', { weeks: '4' }).data.attention.idle;
    expect(list).toMatchObject({ total: before.total - 12, hidden: 12, lastTo: before.lastTo });
    expect(list.items).toHaveLength(10);
    expect(list.hiddenItems.map((i: Loose) => i.userId)).toEqual(off.slice(0, 10).map((c) => c.userId));
    expect(list.hiddenItems.every((i: Loose) => i.hiddenBy.action === 'done')).toBe(true);
  });
});
