/**
 * Stands in for antd Table's column filter menu (see README.md). The lists filter on the server
 * through their search form and set no column `filters` or `filterDropdown`, so antd never renders
 * it; its import alone brought Tree, Radio, Menu and Empty to every list page. If a column sets
 * filters after all, the stub says so in the console (which fails every browser test) and renders
 * the column title unchanged. To use column filters, remove its line from .umirc.ts.
 */
const { createElement, Fragment } = require('react');

function FilterDropdown({ children }) {
  console.error('antd Table column filters are stubbed out (scripts/stubs/table-filter-dropdown.js)');
  return createElement(Fragment, null, children);
}

/** Every value of a filter tree, depth first (antd's helper of the same name). */
function flattenKeys(filters) {
  const keys = [];
  for (const { value, children } of filters || []) keys.push(value, ...flattenKeys(children));
  return keys;
}

module.exports = FilterDropdown;
module.exports.default = FilterDropdown;
module.exports.flattenKeys = flattenKeys;
module.exports.__esModule = true;
