/**
 * The component project's processes end as soon as they are idle (tests/jest/exitWhenIdle.cjs),
 * and keep the exit code that a later 'exit' listener sets: jest's own, in a run in band, is how
 * a failed test fails the command.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const HOOK = join(__dirname, '..', 'jest', 'exitWhenIdle.cjs');

/** Runs `script` in a fresh Node with the hook set (twice, as two test files would). */
function run(script: string) {
  return spawnSync(
    process.execPath,
    ['-e', `const { exitWhenIdle } = require(${JSON.stringify(HOOK)}); exitWhenIdle(); exitWhenIdle(); ${script}`],
    { encoding: 'utf8' },
  );
}

describe('exitWhenIdle', () => {
  it("exits with the code an 'exit' listener registered after it sets, as jest's does", () => {
    expect(run("process.on('exit', () => { process.exitCode = 3; });").status).toBe(3);
  });

  it('waits for the work still queued, then runs every exit listener once', () => {
    // The child prints what ran, in order, and the test reads its stdout: nothing reaches jest's log.
    const { status, stdout } = run(
      "let n = 0; process.on('exit', () => console.log('exit', ++n)); setTimeout(() => console.log('late work'), 50);",
    );
    expect([status, stdout]).toEqual([0, 'late work\nexit 1\n']);
  });
});
