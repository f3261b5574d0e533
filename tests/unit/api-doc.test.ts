import { readFileSync } from 'node:fs';
import { SCHEMAS } from '@/schema';
import { createBackend } from '../../mock/backend';

const doc = readFileSync(`${__dirname}/../../docs/api.md`, 'utf8');

describe('docs/api.md', () => {
  it('documents every resource and field of the schemas (run npm run docs:api after a change)', () => {
    for (const s of Object.values(SCHEMAS)) {
      expect(doc).toContain(`## ${s.name}\n`);
      for (const field of Object.keys(s.fields)) expect([s.name, doc.includes(`| ${field} |`)]).toEqual([s.name, true]);
    }
  });

  it('covers every resource the mock backend serves', () => {
    const served = new Set(
      createBackend()
        .routes()
        .map((r) => r.path.split('/')[1]),
    );
    for (const name of served) {
      if (
        ['login', 'logout', 'getLoginAccount', 'updateLoginAccount', 'changePassword', 'upload', '__mock'].includes(
          name,
        )
      )
        continue;
      expect(doc).toContain(`## ${name}\n`);
    }
  });
});
