/**
 * The report's two charts, drawn as plain SVG: vector shapes and text stay sharp at any scale on
 * paper and in the PDF, where a canvas prints as a screen-resolution picture, and nothing moves
 * (a print catches one frame). Two charts this simple need no chart library, and the report then
 * loads none. The viewBox lets them take the width of the sheet.
 */
import { type Ref, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export interface Point {
  x: string;
  y: number;
  /** When it was taken (ms since the epoch): a line whose points all have one spaces them by time. */
  at?: number;
}

/** Drawing units: a chart the sheet's width, and one half of it (text keeps its size on paper). */
const WIDE = 640;
const NARROW = 340;
const H = 190;
/** Room for the value labels on the left and half an axis label past the last point. */
const PAD = { left: 36, right: 30, top: 18, bottom: 26 };
const INNER_H = H - PAD.top - PAD.bottom;
const innerW = (w: number) => w - PAD.left - PAD.right;
const AXIS = '#8c8c8c';
const GRID = '#e8e8e8';
const INK = '#0958d9';
/** The narrowest a chart is drawn: below it the dates and values have no room left anyway. */
const LEAST = 240;

/**
 * The width, in drawing units, to draw a chart of `full` units at. The viewBox scales its text with
 * the room the chart has: drawn 640 wide in a phone's 326 px, 11-unit text was under 6 px. Where the
 * chart has less room than `full` CSS pixels it is drawn as wide as that room (a unit is then a
 * pixel, and text keeps its size); where it has more (the sheet on a desktop, and always on paper)
 * it is drawn `full` wide as before, so the printed sheet does not change. A print from a narrow
 * screen is laid out on A4, not in that screen's room: it is drawn `full` wide for the print.
 */
export function useDrawingWidth(full: number): [Ref<SVGSVGElement>, number] {
  const [room, setRoom] = useState<number>();
  const [printing, setPrinting] = useState(false);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  useEffect(() => {
    if (!svg) return undefined;
    const seen = new ResizeObserver((entries) => {
      const width = entries.at(-1)?.contentRect.width;
      // A hidden chart (0 wide) keeps the width it had.
      if (width) setRoom(Math.round(width));
    });
    seen.observe(svg);
    return () => seen.disconnect();
  }, [svg]);
  useEffect(() => {
    // Synchronously: the browser lays the print out right after beforeprint.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const ref = useCallback((el: SVGSVGElement | null) => setSvg(el), []);
  return [ref, printing || room === undefined || room >= full ? full : Math.max(LEAST, room)];
}

/** A round top for the value axis: 10, 20, 50 times a power of ten, at least `max`. */
export function niceMax(max: number): number {
  if (max <= 0) return 10;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

/**
 * Where a 0-to-`top` axis is marked: every 1, 2 or 5 times a power of ten (0, 10 ... 50; 0, 5 ...
 * 20; 0, 20 ... 100), whole numbers only; about quarters of any other top, and the top itself.
 */
export function axisTicks(top: number): number[] {
  const lead = Math.round(top / 10 ** Math.floor(Math.log10(top)));
  const step = Math.max(1, Math.round(lead === 1 || lead === 5 ? top / 5 : top / 4));
  const ticks: number[] = [];
  for (let v = 0; v < top; v += step) ticks.push(v);
  return [...ticks, top];
}

function Frame({
  svgRef,
  width,
  top,
  children,
  labels,
}: {
  svgRef: Ref<SVGSVGElement>;
  width: number;
  top: number;
  children: React.ReactNode;
  labels: [string, number][];
}) {
  const ticks = axisTicks(top);
  const yOf = (v: number) => PAD.top + INNER_H - (v / top) * INNER_H;
  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${width} ${H}`}
      width="100%"
      preserveAspectRatio="xMinYMin meet"
      className="report-svg"
      aria-hidden
      focusable="false"
    >
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={width - PAD.right} y1={yOf(v)} y2={yOf(v)} stroke={GRID} strokeWidth={1} />
          <text x={PAD.left - 6} y={yOf(v) + 4} textAnchor="end" fontSize={11} fill={AXIS}>
            {v}
          </text>
        </g>
      ))}
      <line x1={PAD.left} x2={width - PAD.right} y1={yOf(0)} y2={yOf(0)} stroke={AXIS} strokeWidth={1} />
      {labels.map(([text, x]) => (
        <text key={`${text}-${x}`} x={x} y={H - 8} textAnchor="middle" fontSize={11} fill={AXIS}>
          {text}
        </text>
      ))}
      {children}
    </svg>
  );
}

/**
 * How far the line's first and last points stand in from the axes: the value written over the
 * first point (a number up to three digits, centred on it) then clears the axis's own numbers.
 */
const EDGE = 18;

/** Least room between the centres of two date labels (about 50 units wide) and of two values. */
const DATE_GAP = 56;
const VALUE_GAP = 18;

/**
 * Where each point stands across `inner` units: by its time when every point has one (a month
 * between two assessments takes more room than a week), else evenly; a lone point in the middle.
 */
export function xPositions(points: Point[], inner: number): number[] {
  if (points.length <= 1) return points.map(() => inner / 2);
  const times = points.map((p) => p.at);
  if (times.every((t): t is number => t !== undefined)) {
    const first = Math.min(...times);
    const span = Math.max(...times) - first;
    if (span > 0) return times.map((t) => ((t - first) / span) * inner);
  }
  return points.map((_, i) => (i * inner) / (points.length - 1));
}

/**
 * Which labels keep their room (`gap` between centres): the first and the last point's (the
 * last alone when the two are too close), then each between them that is far enough from the
 * label kept before it and from the last. Paper has no tooltip, and overlapping dates read as
 * neither.
 */
export function labelsWithRoom(xs: number[], gap: number): boolean[] {
  const lastX = xs[xs.length - 1];
  let previous = Number.NEGATIVE_INFINITY;
  return xs.map((x, i) => {
    const keep = i === xs.length - 1 || (x - previous >= gap && lastX - x >= gap);
    if (keep) previous = x;
    return keep;
  });
}

/**
 * Values over time on a 0 to `max` scale, each point with its value (below the point when the
 * next value above would cover it); dates under the axis where they have room.
 */
export function LineSvg({ points, max = 100 }: { points: Point[]; max?: number }) {
  const [svgRef, width] = useDrawingWidth(WIDE);
  const xs = xPositions(points, innerW(width) - 2 * EDGE).map((x) => PAD.left + EDGE + x);
  const dated = labelsWithRoom(xs, DATE_GAP);
  const above = labelsWithRoom(xs, VALUE_GAP);
  const yOf = (v: number) => PAD.top + INNER_H - (Math.max(0, Math.min(max, v)) / max) * INNER_H;
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${xs[i].toFixed(1)},${yOf(p.y).toFixed(1)}`).join(' ');
  return (
    <Frame
      svgRef={svgRef}
      width={width}
      top={max}
      labels={points.flatMap((p, i) => (dated[i] ? [[p.x, xs[i]] as [string, number]] : []))}
    >
      <path d={path} fill="none" stroke={INK} strokeWidth={2} />
      {points.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two assessments may share a day; points are replaced whole
        <g key={i}>
          <circle cx={xs[i]} cy={yOf(p.y)} r={3.5} fill="#fff" stroke={INK} strokeWidth={2} />
          <text x={xs[i]} y={yOf(p.y) + (above[i] ? -8 : 16)} textAnchor="middle" fontSize={11} fill="#000">
            {p.y}
          </text>
        </g>
      ))}
    </Frame>
  );
}

/** One column per item from zero, each with its value; drawn for half the sheet's width. */
export function ColumnSvg({ points }: { points: Point[] }) {
  const [svgRef, drawn] = useDrawingWidth(NARROW);
  const top = niceMax(Math.max(0, ...points.map((p) => p.y)));
  const slot = innerW(drawn) / Math.max(1, points.length);
  const width = Math.min(48, slot * 0.6);
  const xOf = (i: number) => PAD.left + slot * i + slot / 2;
  const yOf = (v: number) => PAD.top + INNER_H - (v / top) * INNER_H;
  return (
    <Frame svgRef={svgRef} width={drawn} top={top} labels={points.map((p, i) => [p.x, xOf(i)])}>
      {points.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns are replaced whole
        <g key={i}>
          <rect x={xOf(i) - width / 2} y={yOf(p.y)} width={width} height={yOf(0) - yOf(p.y)} fill={INK} />
          <text x={xOf(i)} y={yOf(p.y) - 4} textAnchor="middle" fontSize={11} fill="#000">
            {p.y}
          </text>
        </g>
      ))}
    </Frame>
  );
}
