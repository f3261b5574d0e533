/**
 * Stands in for isomorphic-fetch (see README.md): umi-request imports it for its side effect of
 * installing the whatwg-fetch polyfill, and every target browser has fetch.
 */
module.exports = typeof fetch === 'function' ? fetch : undefined;
