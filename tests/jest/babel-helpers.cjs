/**
 * Runs before each component test file. The CommonJS builds of five @babel/runtime helpers
 * (`typeof`, `extends`, `getPrototypeOf`, `setPrototypeOf`, `get`) choose their implementation on
 * their first call by replacing `module.exports`. A module that required one before that call, as
 * antd's and rc-*'s `lib/` builds do as they load, holds the first function for good, and every
 * call of it makes the choice again: a new function and two property writes, on every spread of
 * props. Calling each once here, before anything requires them, gives every later `require` the
 * chosen function. The browser build uses the ES helpers, which rebind themselves, so this only
 * brings the tests in line with it (docs/testing.md, "Time").
 */
require('@babel/runtime/helpers/typeof')(0);
require('@babel/runtime/helpers/extends')({});
require('@babel/runtime/helpers/getPrototypeOf')({});
require('@babel/runtime/helpers/setPrototypeOf')({}, Object.prototype);
require('@babel/runtime/helpers/get')({}, 'toString');
