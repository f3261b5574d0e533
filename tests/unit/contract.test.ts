/**
 * The contract checker (mock/backend/contract.ts) against docs/openapi.json: it bites (a renamed
 * answer field, a wrongly typed request field, each named by its JSON pointer), it lets through what
 * the contract allows (a refused invalid request, an unknown path answered 404), and the mock
 * backend keeps the contract on every read of every resource, at every level.
 */

import openapi from '../../docs/openapi.json';
import { type Backend, createBackend, type MockRequest } from '../../mock/backend';
import { createContract, describeViolation, type Violation } from '../../mock/backend/contract';
import { SCHEMAS } from '../../src/schema';
import { DEMO, signIn } from './backendSession';

const started = Date.now();
const contract = createContract(openapi, { compileAll: true });
const compileMs = Date.now() - started;

/** A backend whose every call is checked; `violations` lists what broke the contract. */
function checked(): { backend: Backend; violations: Violation[] } {
  const inner = createBackend();
  const violations: Violation[] = [];
  const backend: Backend = {
    ...inner,
    handle(req: MockRequest) {
      const answer = inner.handle(req);
      violations.push(...contract.check(req, answer));
      return answer;
    },
  };
  return { backend, violations };
}

const member = {
  name: '测试',
  gender: 1,
  birthday: '2018-05-01',
  gradeId: 1,
  guardianName: '家长',
  guardianPhone: '13800001234',
  worryIds: [1],
  deviceId: null,
};

describe('the API contract checker', () => {
  it('compiles every schema of docs/openapi.json', () => {
    expect(compileMs).toBeLessThan(10_000);
  });

  it('reports an answer whose field was renamed, naming the field', () => {
    const { backend } = checked();
    const s = signIn(backend);
    const answer = s.call('GET', '/dataMember/page', { current: '1', pageSize: '2' });
    const body = answer.body as { data: { list: Record<string, unknown>[] } };
    const row = body.data.list[0];
    row.guardianTel = row.guardianPhone;
    delete row.guardianPhone;
    const found = contract
      .check({ method: 'GET', path: '/dataMember/page', query: {}, headers: headersOf(s) }, answer)
      .map(describeViolation);
    expect(found).toEqual(
      expect.arrayContaining([
        "GET /dataMember/page answer 200 /data/list/0/guardianPhone: must have required property 'guardianPhone'",
        'GET /dataMember/page answer 200 /data/list/0/guardianTel: not in the contract',
      ]),
    );
  });

  it('reports a request field of the wrong type that the server accepted, naming the field', () => {
    const { backend, violations } = checked();
    const s = signIn(backend);
    // The mock reads "1" as 1 and saves the member: the contract says gender is a number.
    expect(s.post('/dataMember/add', { ...member, gender: '1' }).statusCode).toBe(200);
    expect(violations.map(describeViolation)).toEqual([
      'POST /dataMember/add request body /gender: must be integer',
      'POST /dataMember/add request body /gender: must be equal to one of the allowed values [1,2]',
    ]);
  });

  it('reports a filter the contract does not have, and a call without the token headers', () => {
    const { backend, violations } = checked();
    const s = signIn(backend);
    s.get('/dataMember/page', { current: '1', pageSize: '10', nickname: 'x' });
    backend.handle({ method: 'GET', path: '/getLoginAccount', query: {}, body: undefined, headers: {} });
    expect(violations.map(describeViolation)).toEqual([
      'GET /dataMember/page request query /nickname: not in the contract',
    ]);
  });

  it('accepts an invalid request the server refused, and an unknown path answered 404', () => {
    const { backend, violations } = checked();
    const s = signIn(backend);
    expect(s.post('/dataMember/add', { ...member, name: 'x'.repeat(40) }).statusCode).toBe(400);
    expect(s.post('/dataMember/add', { ...member, gender: 'boy' }).statusCode).toBe(400);
    expect(s.call('GET', '/nope').status).toBe(404);
    expect(s.call('GET', '/dataMember/add').status).toBe(404);
    expect(violations).toEqual([]);
  });

  it.each(['admin', 'viewer'] as const)('the mock keeps it on every read of every resource (%s)', (who) => {
    const { backend, violations } = checked();
    const s = signIn(backend, DEMO[who].account, DEMO[who].password);
    s.get('/getLoginAccount');
    for (const weeks of ['4', '26']) s.get('/dashboard/overview', { weeks });
    for (const name of Object.keys(SCHEMAS)) {
      const page = s.get(`/${name}/page`, { current: '2', pageSize: '20' });
      s.get(`/${name}/list`, {});
      const id = page.data?.list?.[0]?.id;
      if (id) s.get(`/${name}/detail`, { id: String(id) });
    }
    expect(violations.map(describeViolation)).toEqual([]);
  });
});

describe('the mock backend writes by the contract', () => {
  it('edits every row kind with its own writable values, changes a status and deletes, all by the contract', () => {
    const { backend, violations } = checked();
    const s = signIn(backend);
    const doc = openapi as unknown as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    for (const name of Object.keys(SCHEMAS)) {
      const edit = doc.components.schemas[`${name}Edit`];
      if (!edit) continue;
      const row = s.get(`/${name}/page`, { current: '1', pageSize: '1' }).data.list[0];
      const body = Object.fromEntries(Object.keys(edit.properties).map((k) => [k, row[k]]));
      // An assessment's items are answered with their diagnosis's name and maximum, written without.
      if (Array.isArray(body.items))
        body.items = body.items.map(({ diagnosisId, score }: { diagnosisId: number; score: number }) => ({
          diagnosisId,
          score,
        }));
      expect([name, s.post(`/${name}/edit`, body).statusCode]).toEqual([name, 200]);
      if (doc.paths[`/${name}/changeStatus`])
        expect([name, s.post(`/${name}/changeStatus`, { id: row.id, status: row.status }).statusCode]).toEqual([
          name,
          200,
        ]);
    }
    // A row nothing points at: its delete answers null.
    const added = s.post('/dataMember/add', member);
    expect(added.statusCode).toBe(200);
    expect(s.post('/dataMember/delete', { ids: [added.data.id] }).statusCode).toBe(200);
    expect(violations.map(describeViolation)).toEqual([]);
  });
});

function headersOf(s: ReturnType<typeof signIn>): Record<string, string> {
  return { authorization: `Bearer ${s.tokens.main}`, 'x-authorization': s.tokens.second };
}
