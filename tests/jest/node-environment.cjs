/**
 * The unit project's environment: jest's node environment, in a process that ends without tearing
 * down its heap, as the component project's does (jsdom-environment.cjs says why). The backend
 * files leave a worker's heap at 0.7-1.2 GB, whose disposal at exit is the kind that ran past the
 * 500 ms jest gives a worker to end.
 *
 * On a loaded machine jest can still print that line, for what docs/testing.md ("Unit and component tests") says.
 */
const { TestEnvironment } = require('jest-environment-node');
const { exitWhenIdle } = require('./exitWhenIdle.cjs');

class UnitEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    exitWhenIdle();
  }
}

module.exports = UnitEnvironment;
