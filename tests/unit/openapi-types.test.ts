/**
 * The contract is usable as a client would use it: TypeScript types generated from
 * docs/openapi.json by openapi-typescript (what a backend or another client team would run) agree
 * with the console's own types of the same data, both ways: the rows of a page and the bodies of
 * add and edit of members, accounts and training records (src/schema: the types src/services are
 * built with). The generated
 * file goes to a temporary folder and is compiled with a small assertion file by the TypeScript
 * compiler API; a disagreement fails with the compiler's words. openapi-typescript runs as its CLI
 * in a child process: its dependencies are ES modules that jest's CommonJS runtime cannot load.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '../..');
const src = (path: string) => JSON.stringify(join(ROOT, 'src', path));

/** Each console type against a generated one: assignable both ways, or the compiler says why. */
const ASSERTIONS = `
import type { components, paths } from './openapi';
import type { PageResult } from ${src('schema/types')};
import type { Member, MemberInput } from ${src('schema/member')};
import type { AccountInfo, AccountInput } from ${src('schema/account')};
import type { TrainingRecord } from ${src('schema/trainingRecord')};

type S = components['schemas'];
/** An operation's JSON answer with HTTP 200, and the data of its success variant. */
type Answer<P extends keyof paths, M extends 'get' | 'post'> = NonNullable<paths[P][M]> extends {
  responses: { 200: { content: { 'application/json': infer A } } };
}
  ? A
  : never;
type DataOf<A> = A extends { statusCode: 200; data: infer D } ? D : never;
type Row<P extends keyof paths> = DataOf<Answer<P, 'get'>> extends { list: (infer R)[] } ? R : never;
/** What the services' add and edit take (src/services: createCrudService<Row, Input>). */
type Edit<In> = Partial<In> & { id: number };
declare function one<A>(): A;

// Page rows: what the lists show.
export const memberRowIn: Row<'/dataMember/page'> = one<PageResult<Member>['list'][number]>();
export const memberRowOut: PageResult<Member>['list'][number] = one<Row<'/dataMember/page'>>();
export const accountRowIn: Row<'/dataAccountInfo/page'> = one<PageResult<AccountInfo>['list'][number]>();
export const accountRowOut: PageResult<AccountInfo>['list'][number] = one<Row<'/dataAccountInfo/page'>>();
export const recordRowIn: Row<'/dataTrainingRecord/page'> = one<PageResult<TrainingRecord>['list'][number]>();
export const recordRowOut: PageResult<TrainingRecord>['list'][number] = one<Row<'/dataTrainingRecord/page'>>();

// Add and edit bodies: what the services send.
export const memberAddIn: S['dataMemberAdd'] = one<MemberInput>();
export const memberAddOut: MemberInput = one<S['dataMemberAdd']>();
export const memberEditIn: S['dataMemberEdit'] = one<Edit<MemberInput>>();
export const memberEditOut: Edit<MemberInput> = one<S['dataMemberEdit']>();
export const accountAddIn: S['dataAccountInfoAdd'] = one<AccountInput>();
export const accountAddOut: AccountInput = one<S['dataAccountInfoAdd']>();
export const accountEditIn: S['dataAccountInfoEdit'] = one<Edit<AccountInput>>();
export const accountEditOut: Edit<AccountInput> = one<S['dataAccountInfoEdit']>();

// Training records are written by the devices, never by a call: the contract has neither.
export const noRecordAdd: '/dataTrainingRecord/add' extends keyof paths ? never : true = true;
export const noRecordEdit: 'dataTrainingRecordEdit' extends keyof S ? never : true = true;
`;

describe('types generated from docs/openapi.json by openapi-typescript', () => {
  it("agree with the console's types of member, account and training record rows and bodies", () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-types-'));
    try {
      execFileSync(
        process.execPath,
        [
          join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js'),
          join(ROOT, 'docs/openapi.json'),
          '-o',
          join(dir, 'openapi.ts'),
        ],
        { stdio: 'pipe' },
      );
      writeFileSync(join(dir, 'check.ts'), ASSERTIONS);
      const program = ts.createProgram([join(dir, 'check.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
