/**
 * Stands in for qs (see README.md). umi-request is its only user in the bundle and calls
 * `stringify(params, { arrayFormat: 'repeat', strictNullHandling: true })` for query strings and
 * `parse(text, { strictNullHandling: true })` for URLSearchParams given as params. This keeps
 * those semantics: arrays repeat the key, null is a bare key, undefined is left out, nested
 * objects use brackets (a[b]=1), dates are ISO strings.
 */
const encode = (s) => encodeURIComponent(s);

function pairs(prefix, value, out, strictNull) {
  if (value === undefined) return;
  if (value === null) {
    out.push(strictNull ? encode(prefix) : `${encode(prefix)}=`);
  } else if (Array.isArray(value)) {
    for (const item of value) pairs(prefix, item, out, strictNull);
  } else if (value instanceof Date) {
    out.push(`${encode(prefix)}=${encode(value.toISOString())}`);
  } else if (typeof value === 'object') {
    for (const key of Object.keys(value)) pairs(`${prefix}[${key}]`, value[key], out, strictNull);
  } else {
    out.push(`${encode(prefix)}=${encode(String(value))}`);
  }
}

function stringify(object, options = {}) {
  if (!object || typeof object !== 'object') return '';
  const out = [];
  for (const key of Object.keys(object)) pairs(key, object[key], out, Boolean(options.strictNullHandling));
  return out.join('&');
}

function parse(text, options = {}) {
  const result = {};
  const source = String(text ?? '').replace(/^\?/, '');
  if (!source) return result;
  for (const part of source.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decodeURIComponent((eq < 0 ? part : part.slice(0, eq)).replace(/\+/g, ' '));
    const value =
      eq < 0 ? (options.strictNullHandling ? null : '') : decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
    if (Object.hasOwn(result, key)) result[key] = [].concat(result[key], value);
    else result[key] = value;
  }
  return result;
}

module.exports = { stringify, parse, default: { stringify, parse } };
