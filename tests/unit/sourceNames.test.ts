/**
 * Names the console's own modules must not declare at their top level: webpack wraps every module
 * in a function whose parameters carry them, and the dev server's React Refresh reads
 * `module.hot` from inside that wrapper. A module that declares one of them works in the
 * production build and breaks only under `npm start`, which no other test layer runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');
const RESERVED = ['module', 'exports', 'require', '__webpack_require__', '__webpack_exports__'];
const DECLARATION = new RegExp(`^(?:export\\s+)?(?:let|const|var|function|class)\\s+(${RESERVED.join('|')})\\b`, 'm');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

it('no module of src/ declares a name webpack gives every module', () => {
  const found = sources(join(ROOT, 'src')).flatMap((file) => {
    const m = DECLARATION.exec(readFileSync(file, 'utf8'));
    return m ? [`${relative(ROOT, file)}: ${m[1]}`] : [];
  });
  expect(found).toEqual([]);
});
