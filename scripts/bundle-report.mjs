#!/usr/bin/env node
/**
 * Which package weighs what in each built chunk: reads the source maps of a build made with
 * `SOURCEMAP=1 OUTPUT_PATH=dist-map max build` and prints, per JS file, the packages (or our own
 * folders) that make up its bytes, largest first. Gzip bytes per package are estimated from the
 * file's own compression ratio (gzip does not split by module); the file totals are exact.
 *
 *   node scripts/bundle-report.mjs [dir=dist-map] [file-substring ...]
 *
 * A figure printer for finding what to split or drop; it never fails on sizes. `npm test` leaves
 * such a build in dist/ (scripts/budget.mjs builds with SOURCEMAP=1): `node scripts/bundle-report.mjs dist`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;

const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** Decodes one mappings segment (base64 VLQ) into its numbers. */
function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = B64[ch];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** The package a source path belongs to: `name` or `@scope/name` under node_modules, else its folder. */
export function owner(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    // pro-components is one package holding every Pro component: split it by component.
    if (pkg === '@ant-design/pro-components' || pkg.startsWith('@ant-design/pro-')) {
      const sub = parts.indexOf('es') >= 0 ? parts[parts.indexOf('es') + 1] : parts[1];
      return `${pkg} (${sub})`;
    }
    if (pkg === 'antd') return `antd/${parts[2] ?? ''}`;
    return pkg;
  }
  const src = source.replace(/^webpack:\/\/\/?/, '').replace(/^\.\//, '');
  return src
    .split('/')
    .slice(0, Number(process.env.REPORT_DEPTH ?? 3))
    .join('/');
}

/**
 * The source map's segments, line by line of the generated code: [column, source index] pairs in
 * column order, source index -1 for code mapped to no source (webpack's runtime and wrappers).
 */
export function segmentsByLine(map) {
  let sourceIndex = 0;
  return map.mappings.split(';').map((lineText) => {
    let column = 0;
    const segments = [];
    for (const seg of lineText.split(',')) {
      if (!seg) continue;
      const [dcol, dsrc] = decodeSegment(seg);
      column += dcol;
      if (dsrc !== undefined) sourceIndex += dsrc;
      segments.push([column, dsrc === undefined ? -1 : sourceIndex]);
    }
    return segments;
  });
}

/** The source file of generated position (line, column), both 0-based, or '(webpack runtime)'. */
export function sourceAt(map, lines, line, column) {
  let found = -1;
  for (const [col, src] of lines[line] ?? []) {
    if (col > column) break;
    found = src;
  }
  return found < 0 ? '(webpack runtime)' : map.sources[found];
}

/**
 * Bytes of generated code per source file, from the source map's segments: each segment's code
 * runs to the next segment (or the line's end) and counts for the source it maps to. Code mapped
 * to no source (webpack's runtime and module wrappers) counts as '(webpack runtime)'. Also used by
 * scripts/budget.mjs to tell which libraries a loaded chunk carries.
 */
export function sourceBytes(code, map) {
  const lines = code.split('\n');
  const bytes = new Map();
  segmentsByLine(map).forEach((segments, lineNo) => {
    const line = lines[lineNo] ?? '';
    segments.forEach(([col, src], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      const key = src < 0 ? '(webpack runtime)' : map.sources[src];
      bytes.set(key, (bytes.get(key) ?? 0) + Math.max(0, end - col));
    });
  });
  return bytes;
}

/** Bytes of generated code per owner (package, or our own folder). */
function weigh(code, map) {
  const bytes = new Map();
  for (const [source, n] of sourceBytes(code, map)) {
    const key = source === '(webpack runtime)' ? source : owner(source);
    bytes.set(key, (bytes.get(key) ?? 0) + n);
  }
  return bytes;
}

function main() {
  const [dir = 'dist-map', ...only] = process.argv.slice(2);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.js') && (only.length === 0 || only.some((s) => f.includes(s))))
    .sort();
  for (const file of files) {
    const code = readFileSync(join(dir, file), 'utf8');
    let map;
    try {
      map = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'));
    } catch {
      continue;
    }
    const gzip = gzipSync(code, { level: 9 }).length;
    const ratio = gzip / Buffer.byteLength(code);
    console.log(`\n${file}: ${(Buffer.byteLength(code) / KB).toFixed(1)} KB raw, ${(gzip / KB).toFixed(1)} KB gzip`);
    const rows = [...weigh(code, map)].sort((a, b) => b[1] - a[1]);
    for (const [name, n] of rows) {
      if (n * ratio < 0.5 * KB) continue;
      console.log(`  ${((n * ratio) / KB).toFixed(1).padStart(7)} KB gzip ~  ${name}`);
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
