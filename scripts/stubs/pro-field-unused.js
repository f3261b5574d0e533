/**
 * Stands in for pro-field's value-type components the console never uses (see README.md).
 * pro-field imports every value type into one switch, so ProTable and ProForm carry all of them.
 * If one is rendered after all, it says so in the console and shows the plain value, so the gap
 * is visible instead of silent; to use such a value type, remove its line from .umirc.ts.
 */
const { forwardRef, createElement, Fragment } = require('react');

function Unused({ text, valueType }) {
  console.error(`pro-field value type "${valueType ?? 'unknown'}" is stubbed out (scripts/stubs/pro-field-unused.js)`);
  return createElement(Fragment, null, text === undefined || text === null ? '' : String(text));
}

const stub = forwardRef((props, _ref) => Unused(props));
module.exports = stub;
module.exports.default = stub;
module.exports.FieldTimeRangePicker = stub;
module.exports.__esModule = true;
