/**
 * Demo media for the catalogues (covers, music, animation files), made on the fly so the demo
 * data can point at same-origin URLs: the console never calls a third-party host.
 */
type Req = { params: Record<string, string> };
type Res = { setHeader(n: string, v: string): void; status(c: number): Res; end(b: string | Buffer): void };

const hue = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

function cover(req: Req, res: Res) {
  const slug = (req.params.file ?? '').replace(/\.svg$/, '');
  const h = hue(slug);
  const label = slug.replace(/[^a-z0-9-]/gi, '').slice(0, 18);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,72%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,52%)"/></linearGradient></defs><rect width="160" height="120" rx="10" fill="url(#g)"/><circle cx="80" cy="52" r="22" fill="#fff" opacity=".85"/><text x="80" y="100" font-family="sans-serif" font-size="12" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.status(200).end(svg);
}

/** A second of a soft tone as 8 kHz 8-bit mono WAV. */
function music(req: Req, res: Res) {
  const rate = 8000;
  const n = rate;
  const freq = 220 + (hue(req.params.file ?? '') % 220);
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
    const fade = Math.min(1, i / 800, (n - i) / 800);
    buf[44 + i] = 128 + Math.round(40 * fade * Math.sin((2 * Math.PI * freq * i) / rate));
  }
  res.setHeader('Content-Type', 'audio/wav');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.status(200).end(buf);
}

function animation(req: Req, res: Res) {
  res.setHeader('Content-Type', 'application/json');
  res
    .status(200)
    .end(JSON.stringify({ v: '5.7.0', nm: req.params.file, fr: 30, ip: 0, op: 60, w: 160, h: 120, layers: [] }));
}

export default {
  'GET /media/animate/cover/:file': cover,
  'GET /media/cognitive/cover/:file': cover,
  'GET /media/music/:file': music,
  'GET /media/animate/:file': animation,
};
