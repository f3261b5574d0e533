/**
 * Demo media for the catalogues (covers, music, animation files), made on the fly so the demo
 * data can point at same-origin URLs: the console never calls a third-party host. Each route
 * makes a file from its name; mock/api.ts serves it (length, byte ranges).
 */

/** A file to serve: its type, its bytes and its Cache-Control. */
export interface MediaFile {
  type: string;
  data: Buffer;
  cache?: string;
}

const DAY = 'public, max-age=86400';

const hue = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

function cover(file: string): MediaFile {
  const slug = file.replace(/\.svg$/, '');
  const h = hue(slug);
  const label = slug.replace(/[^a-z0-9-]/gi, '').slice(0, 18);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,72%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,52%)"/></linearGradient></defs><rect width="160" height="120" rx="10" fill="url(#g)"/><circle cx="80" cy="52" r="22" fill="#fff" opacity=".85"/><text x="80" y="100" font-family="sans-serif" font-size="12" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return { type: 'image/svg+xml', data: Buffer.from(svg), cache: DAY };
}

/** The length a demo file's name gives (`forest-after-rain-312s.wav`), in seconds: 1 to `max`. */
const secondsOf = (file: string | undefined, max: number): number => {
  const n = Number(/-(\d+)s\.\w+$/.exec(file ?? '')?.[1] ?? 1);
  return Math.min(Math.max(1, n), max);
};

/** The last few tones made: a player seeking through one asks for it again and again. */
const tones = new Map<string, Buffer>();
const KEPT_TONES = 4;

/** A soft tone, as long as the name says, as 4 kHz 8-bit mono WAV (600 s: 2.4 MB). */
function music(file: string): MediaFile {
  const kept = tones.get(file);
  if (kept) return { type: 'audio/wav', data: kept, cache: DAY };
  const rate = 4000;
  const n = rate * secondsOf(file, 900);
  const freq = 220 + (hue(file) % 220);
  const buf = Buffer.alloc(44 + n);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate, 28);
  buf.writeUInt16LE(1, 32);
  buf.writeUInt16LE(8, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(n, 40);
  for (let i = 0; i < n; i += 1) {
    const fade = Math.min(1, i / 400, (n - i) / 400);
    // A slow swell, so that a long file is not one flat beep.
    const swell = 0.6 + 0.4 * Math.sin((2 * Math.PI * i) / (rate * 8));
    buf[44 + i] = 128 + Math.round(40 * fade * swell * Math.sin((2 * Math.PI * freq * i) / rate));
  }
  tones.set(file, buf);
  if (tones.size > KEPT_TONES) tones.delete(tones.keys().next().value as string);
  return { type: 'audio/wav', data: buf, cache: DAY };
}

/** A still number of a Lottie property. */
const still = (k: number | number[]) => ({ a: 0, k });

/**
 * A Lottie animation as long as the name says: a ball in the file's own colour that travels
 * across and back, once a second and a half, over a soft background.
 */
function animation(file: string): MediaFile {
  const fr = 30;
  const op = fr * secondsOf(file, 600);
  const h = hue(file);
  const rgb = (l: number) => {
    const c = (n: number) => {
      const k = (n + h / 30) % 12;
      return l - 0.45 * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    };
    return [c(0), c(8), c(4), 1];
  };
  const leg = fr * 1.5;
  const keys = [];
  for (let t = 0, i = 0; t < op; t += leg, i += 1)
    keys.push({ t, s: [i % 2 ? 120 : 40, 60, 0], i: { x: [0.4], y: [1] }, o: { x: [0.6], y: [0] } });
  keys.push({ t: op, s: [keys.length % 2 ? 120 : 40, 60, 0] });
  const transform = { p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100), ty: 'tr' };
  const layer = (ind: number, nm: string, ks: object, shape: object) => ({
    ddd: 0,
    ind,
    ty: 4,
    nm,
    sr: 1,
    ks: { o: still(100), r: still(0), a: still([0, 0, 0]), s: still([100, 100, 100]), ...ks },
    ao: 0,
    shapes: [
      { ty: 'gr', nm, it: [shape, { ty: 'fl', c: still(ind === 1 ? rgb(0.5) : rgb(0.9)), o: still(100) }, transform] },
    ],
    ip: 0,
    op,
    st: 0,
    bm: 0,
  });
  const lottie = {
    v: '5.7.0',
    nm: file,
    fr,
    ip: 0,
    op,
    w: 160,
    h: 120,
    ddd: 0,
    assets: [],
    layers: [
      layer(1, 'ball', { p: { a: 1, k: keys } }, { ty: 'el', p: still([0, 0]), s: still([28, 28]) }),
      layer(
        2,
        'background',
        { p: still([80, 60, 0]) },
        { ty: 'rc', p: still([0, 0]), s: still([160, 120]), r: still(12) },
      ),
    ],
  };
  return { type: 'application/json', data: Buffer.from(JSON.stringify(lottie)), cache: DAY };
}

/** Route -> the file its `:file` names. */
const media: Record<string, (file: string) => MediaFile> = {
  'GET /media/animate/cover/:file': cover,
  'GET /media/cognitive/cover/:file': cover,
  'GET /media/music/:file': music,
  'GET /media/animate/:file': animation,
};

export default media;
