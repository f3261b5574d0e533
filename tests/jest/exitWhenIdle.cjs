/**
 * Ends this process as soon as its event loop has run dry, without Node's disposal of the heap
 * (why: jsdom-environment.cjs). Once per process, however many times it is called.
 *
 * At 'beforeExit' the process has nothing left to do, and `process.exit()` there runs the 'exit'
 * listeners, then exits with `process.exitCode` as they leave it. Not from an 'exit' listener: in
 * a run in band this is jest's own process, whose 'exit' listener sets the failing exit code, and
 * an exit from an earlier listener would end it with 0.
 */
const HOOKED = Symbol.for('console-tests.exitWhenIdle');

function exitWhenIdle() {
  if (process[HOOKED]) return;
  process[HOOKED] = true;
  process.once('beforeExit', () => process.exit());
}

module.exports = { exitWhenIdle };
