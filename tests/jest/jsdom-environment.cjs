/**
 * The component project's environment: jest-fixed-jsdom (jsdom with Node's fetch, streams and
 * TextEncoder, which msw 2 needs), in a process that ends without tearing down its heap.
 *
 * A jest worker ends by letting its event loop run dry. Node then disposes of the whole V8 heap,
 * and after a share of the component files that heap holds several hundred MB: the teardown took
 * 320-420 ms after one file and over 500 ms after four (strace: a stream of munmap calls after the
 * 'exit' event), past the 500 ms jest gives a worker before it kills it and prints "A worker
 * process has failed to exit gracefully". `exitWhenIdle` skips that teardown.
 */
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');
const { exitWhenIdle } = require('./exitWhenIdle.cjs');

class ComponentEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    exitWhenIdle();
  }
}

module.exports = ComponentEnvironment;
