/**
 * The component project's environment: jest-fixed-jsdom (jsdom with Node's fetch, streams and
 * TextEncoder, which msw 2 needs), and a worker that leaves without tearing down its heap.
 *
 * A jest worker ends by letting its event loop run dry. Node then disposes of the whole V8 heap,
 * and after a share of the component files that heap holds several hundred MB: the teardown took
 * 320-420 ms after one file and over 500 ms after four (strace: a stream of munmap calls after the
 * 'exit' event), past the 500 ms jest gives a worker before it kills it and prints "A worker
 * process has failed to exit gracefully". By the 'exit' event the worker has sent its results;
 * `process.exit()` there ends the process at once (Node skips the 'exit' event it is already in).
 */
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

const EXIT_HOOKED = Symbol.for('console-tests.exitHooked');

class ComponentEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    // Once per worker process: every test file builds an environment.
    if (!process[EXIT_HOOKED]) {
      process[EXIT_HOOKED] = true;
      process.once('exit', (code) => process.exit(code));
    }
  }
}

module.exports = ComponentEnvironment;
