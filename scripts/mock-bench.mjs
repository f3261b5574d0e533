#!/usr/bin/env node
/**
 * npm run bench:mock: what the mock backend's list calls cost at a scale (MOCK_SCALE, default
 * large: 2,000 members, 200,000 training records). Prints figures, never fails on them.
 *
 * Each figure is the CPU time of one call in this process (process.cpuUsage, user + system), not
 * wall time: the machine is shared, and CPU time is what a busy neighbour does not inflate. For
 * every call it prints its first run in the process ("first": what the backend builds once for
 * it, an order or an index, is paid there; the calls run in the order listed, so a later call may
 * find it built), then the median of BENCH_RUNS (default 5) runs of two kinds:
 *   - "after a write": the call right after a write to the table it reads (a training record or a
 *     member deleted and restored), i.e. with nothing about that table kept from before;
 *   - "again": the same call repeated with nothing written in between.
 * Seeding the scale is timed once. Last, the size of two answers: every member, which a select of
 * all of them would download, against one page of the member picker
 * (src/pages/Member/components/MemberSelect.tsx).
 */
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';

const out = join(tmpdir(), `mock-bench-${process.pid}.cjs`);
buildSync({
  entryPoints: ['mock/backend/index.ts'],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  outfile: out,
  logLevel: 'error',
});
const { createBackend, signIn } = createRequire(import.meta.url)(out);

const scaleName = process.env.MOCK_SCALE || 'large';
const RUNS = Number(process.env.BENCH_RUNS || 5);

const cpuMs = (fn) => {
  const start = process.cpuUsage();
  const value = fn();
  const used = process.cpuUsage(start);
  return [(used.user + used.system) / 1000, value];
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

process.env.MOCK_SCALE = scaleName;
const [seedMs, backend] = cpuMs(() => createBackend());
const records = backend.db.table('dataTrainingRecord');
console.log(
  `MOCK_SCALE=${scaleName}: ${backend.db.table('dataMember').size} members, ${records.size} training records, seeded in ${seedMs.toFixed(0)} ms of CPU`,
);

const session = signIn(backend, undefined, undefined, { 'accept-language': 'zh-CN' });
const call = (method, path, query = {}, body = undefined) => {
  const res = session.call(method, path, query, body);
  if (res.body?.statusCode !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(res.body).slice(0, 200)}`);
  return res.body.data;
};

/** A write to the table that changes nothing a list shows once undone: the last row removed and put back. */
const touch = {
  dataTrainingRecord: () => {
    const table = backend.db.table('dataTrainingRecord');
    const row = table.all().at(-1);
    call('POST', '/dataTrainingRecord/delete', {}, { id: row.id });
    table.insert(row, row.updateTime);
  },
  dataMember: () => {
    const m = call('GET', '/dataMember/detail', { id: '1' });
    call('POST', '/dataMember/changeStatus', {}, { id: 1, status: m.status });
  },
};

/** The 30 days before the latest session (the demo's dates move with the day it is seeded on). */
let latest = '';
for (const r of records.all()) if (r.startTime > latest) latest = r.startTime;
latest = latest.slice(0, 10);
const monthAgo = new Date(Date.parse(latest) - 29 * 86_400_000).toISOString().slice(0, 10);
const lastMonth = { startTimeFrom: monthAgo, startTimeTo: latest };

const CASES = [
  ['dataTrainingRecord', 'page 1, default order (newest first)', {}],
  ['dataTrainingRecord', 'page 2', { current: '2' }],
  ['dataTrainingRecord', 'page 500', { current: '500' }],
  ['dataTrainingRecord', 'sort by score', { sortField: 'score', sortOrder: 'ascend' }],
  ['dataTrainingRecord', 'sort by member name (pinyin)', { sortField: 'memberName', sortOrder: 'ascend' }],
  ['dataTrainingRecord', 'filter memberName like 王', { memberName: '王' }],
  ['dataTrainingRecord', 'filter type in 1,2 + score 60-80', { type: '1,2', scoreMin: '60', scoreMax: '80' }],
  ['dataTrainingRecord', 'filter one member (userId)', { userId: '7' }],
  ['dataTrainingRecord', 'filter startTime range (30 days)', lastMonth],
  [
    'dataTrainingRecord',
    '30 days sorted by duration, 20 rows',
    { ...lastMonth, sortField: 'durationSec', sortOrder: 'descend', pageSize: '20' },
  ],
  ['dataTrainingRecord', 'export page (2,000 rows)', { pageSize: '2000', current: '3' }],
  ['dataMember', 'page 1, default order', {}],
  ['dataMember', 'sort by name (pinyin)', { sortField: 'name', sortOrder: 'ascend' }],
  ['dataMember', 'sort by trainingCount', { sortField: 'trainingCount', sortOrder: 'descend' }],
  ['dataMember', 'filter name like 李', { name: '李' }],
  ['dataMember', 'filter gradeGroupId', { gradeGroupId: '2' }],
];

console.log(`median of ${RUNS} runs, ms of CPU per call`);
console.log(`${'call'.padEnd(60)} ${'first'.padStart(8)} ${'after a write'.padStart(14)} ${'again'.padStart(8)}`);
for (const [resource, label, query] of CASES) {
  const afterWrite = [];
  const again = [];
  const q = { current: '1', pageSize: '10', ...query };
  // The first call of the process: what it builds once (an order, an index) it pays for.
  const [first] = cpuMs(() => call('GET', `/${resource}/page`, q));
  for (let i = 0; i < RUNS; i++) {
    touch[resource]();
    afterWrite.push(cpuMs(() => call('GET', `/${resource}/page`, q))[0]);
    again.push(cpuMs(() => call('GET', `/${resource}/page`, q))[0]);
  }
  const name = `/${resource}/page ${label}`;
  console.log(
    `${name.padEnd(60)} ${first.toFixed(1).padStart(8)} ${median(afterWrite).toFixed(1).padStart(14)} ${median(again).toFixed(1).padStart(8)}`,
  );
}

// Printed like the table above: this script's output is its figures (it never fails on them).
console.log('\nanswer size, bytes of JSON and gzip');
const PICKER_PAGE = { current: '1', pageSize: '20', sortField: 'name', sortOrder: 'ascend' };
for (const [label, path, query] of [
  ['/dataMember/list (every member)', '/dataMember/list', {}],
  ['/dataMember/page (the member picker: 20 by name)', '/dataMember/page', PICKER_PAGE],
]) {
  const json = JSON.stringify(session.call('GET', path, query).body);
  console.log(`${label.padEnd(60)} ${String(json.length).padStart(9)} ${String(gzipSync(json).length).padStart(8)}`);
}
