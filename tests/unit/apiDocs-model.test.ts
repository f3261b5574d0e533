/** How the API contract page reads docs/openapi.json (src/pages/ApiDocs/model.ts). */
import openapi from '../../docs/openapi.json';
import { groupsOf, matching, matchingSchemas, type OpenApiDoc, schemasOf } from '../../src/pages/ApiDocs/model';

const doc = openapi as unknown as OpenApiDoc;

describe('the API contract page', () => {
  const groups = groupsOf(doc);

  it('titles every group in both languages: its resource name, or a text of the page', () => {
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const texts: Record<string, string> = require(`../../src/locales/${lang}/apiDocs`).default;
      const untitled = groups.filter((g) => !g.labels?.[lang] && !texts[`apiDocs.tag.${g.tag}`]).map((g) => g.tag);
      expect([lang, untitled]).toEqual([lang, []]);
    }
  });

  it('names every operation in both languages', () => {
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const texts: Record<string, string> = require(`../../src/locales/${lang}/apiDocs`).default;
      const ops = groups.flatMap((g) => g.operations.map((o) => o.op));
      expect([lang, [...new Set(ops.filter((op) => !texts[`apiDocs.op.${op}`]))]]).toEqual([lang, []]);
    }
  });

  it('lists every operation once, under its resource, in the order of the tags', () => {
    const ops = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(groups.reduce((n, g) => n + g.operations.length, 0)).toBe(ops);
    expect(groups.slice(0, 4).map((g) => g.tag)).toEqual(['session', 'dashboard', 'upload', 'dataAccountInfo']);
    const login = groups[0].operations.find((o) => o.path === '/login');
    expect(login).toMatchObject({ method: 'post', op: 'login', secured: false });
  });

  it("reads a page call's parameters, an add body's fields and the refusals each answer may be", () => {
    const members = groups.find((g) => g.tag === 'dataMember');
    expect(members?.labels).toEqual({ 'en-US': 'Member', 'zh-CN': '会员' });
    const page = members?.operations.find((o) => o.op === 'page');
    expect(page?.params.find((p) => p.name === 'pageSize')).toMatchObject({ minimum: 1, maximum: 2000 });
    const add = members?.operations.find((o) => o.op === 'add');
    expect(add?.body?.ref).toBe('dataMemberAdd');
    expect(add?.body?.fields?.find((f) => f.name === 'gender')).toMatchObject({
      required: true,
      enumValues: [1, 2],
      enumLabels: { 'en-US': { 1: 'Boy', 2: 'Girl' }, 'zh-CN': { 1: '男', 2: '女' } },
    });
    const edit = members?.operations.find((o) => o.op === 'edit');
    const ok = edit?.answers.find((a) => a.status === '200');
    expect(ok?.variants.map((v) => v.codes)).toEqual([[200], [400], [1002]]);
    expect(edit?.answers.map((a) => a.status)).toEqual(['200', '401', '403', '404', '500']);
  });

  it("reads a schema's fields with their limits, references and rules", () => {
    const scoreGroup = schemasOf(doc).find((s) => s.name === 'sysScoreGroup');
    expect(scoreGroup?.fields.find((f) => f.name === 'minScore')).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: 100,
      lte: 'maxScore',
      required: true,
    });
    const member = schemasOf(doc).find((s) => s.name === 'dataMember');
    expect(member?.fields.find((f) => f.name === 'gradeId')).toMatchObject({ ref: 'sysGrade', filter: 'eq' });
    expect(member?.fields.find((f) => f.name === 'gradeName')).toMatchObject({
      nullable: true,
      derivedFrom: 'gradeId',
    });
  });

  it('finds calls by a part of their path', () => {
    const found = matching(groups, 'changePass');
    expect(found.flatMap((g) => g.operations.map((o) => o.path))).toEqual(['/changePassword']);
    expect(matching(groups, '  ')).toBe(groups);
  });

  it('finds data shapes by their name, their name in either language or a field', () => {
    const schemas = schemasOf(doc);
    expect(matchingSchemas(schemas, 'guardianphone').map((s) => s.name)).toContain('dataMember');
    expect(matchingSchemas(schemas, '会员').map((s) => s.name)).toContain('dataMember');
    expect(matchingSchemas(schemas, 'changePass').length).toBeLessThan(schemas.length);
    expect(matchingSchemas(schemas, '')).toBe(schemas);
  });
});
