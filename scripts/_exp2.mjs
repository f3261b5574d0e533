import { startPreview } from './serve.mjs';
const server = await startPreview({ label: 'exp' });
const BASE = server.url.replace(/\/$/, '');
const H = { 'x-mock-backend': 'exp2', accept: 'application/json' };
const login = await fetch(BASE + '/login', { method: 'POST', headers: { 'content-type': 'application/json', ...H }, body: JSON.stringify({ account: 'admin', password: 'Admin@123' }) });
const tok = login.headers.get('x-access-token');
const h = { ...H, 'x-access-token': tok, 'access-token': login.headers.get('access-token'), cookie: `x-access-token=${tok}; access-token=${login.headers.get('access-token')}` };
for (const p of ['/getLoginAccount', '/dataDevice/page?current=1&pageSize=10', '/dataMember/page?current=1&pageSize=10', '/dataDevice/page?current=1&pageSize=10', '/login', '/umi.js']) {
  const t = performance.now();
  const r = await fetch(BASE + p, { headers: p === '/login' ? { accept: 'text/html' } : h });
  await r.text();
  console.log(p, r.status, Math.round(performance.now() - t), 'ms');
}
server.stop();
