/**
 * The build replaces qs with scripts/stubs/qs.js (umi-request is its only user). The stub must
 * give the same query strings as qs for the options umi-request passes, on every shape of params
 * the console sends; the real qs (still installed for umi-request) is the reference.
 */
// The real package by its file path: jest maps the bare name 'qs' to the stub.
import * as realQs from 'qs/lib/index.js';
import * as stubQs from '../../scripts/stubs/qs.js';

const STRINGIFY = { arrayFormat: 'repeat', strictNullHandling: true } as const;

describe('qs stand-in', () => {
  const cases: Record<string, Record<string, unknown>> = {
    flat: { current: 2, pageSize: 20, name: 'Zhang San', status: 1 },
    'reserved characters': { q: 'a&b=c?d#e/f+g %', emoji: '🙂', zh: '张三' },
    arrays: { ids: [1, 2, 3], tags: ['x y', 'z'] },
    'null and undefined': { keep: null, drop: undefined, empty: '' },
    nested: { range: { from: '2026-01-01', to: '2026-02-01' }, deep: { a: { b: 1 } } },
    booleans: { on: true, off: false, zero: 0 },
    date: { at: new Date(Date.UTC(2026, 10, 22, 8, 30)) },
  };
  it.each(Object.entries(cases))('stringifies %s exactly as qs does', (_, params) => {
    expect(stubQs.stringify(params, STRINGIFY)).toBe(realQs.stringify(params, STRINGIFY));
  });

  it('parses a query string (repeated keys, bare keys, + and escapes) as qs does', () => {
    const text = 'a=1&b=x+y&c=%E5%BC%A0&a=2&bare&empty=';
    expect(stubQs.parse(text, { strictNullHandling: true })).toEqual(realQs.parse(text, { strictNullHandling: true }));
  });

  it('gives an empty string for no params', () => {
    expect(stubQs.stringify(undefined, STRINGIFY)).toBe('');
    expect(stubQs.stringify({}, STRINGIFY)).toBe('');
  });
});
