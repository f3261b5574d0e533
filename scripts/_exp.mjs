import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CHROMIUM_ARGS } from '../tests/e2e/chromium.mjs';
import { startPreview } from './serve.mjs';
const server = await startPreview({ label: 'exp' });
const BASE = server.url.replace(/\/$/, '');
const H = { 'x-mock-backend': 'exp' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const login = await fetch(BASE + '/login', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...H }, body: JSON.stringify({ account: 'admin', password: 'Admin@123' }) });
const tok = login.headers.get('x-access-token'), tok2 = login.headers.get('access-token');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
for (const mode of ['route', 'noroute', 'route', 'noroute']) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: H, reducedMotion: 'reduce' });
  if (mode === 'route') await ctx.route((u) => !u.href.startsWith(BASE), (r) => r.abort());
  await ctx.addCookies([{ name: 'x-access-token', value: tok, url: BASE }, { name: 'access-token', value: tok2, url: BASE }]);
  const page = await ctx.newPage();
  const times = [];
  for (const p of ['/member', '/device', '/account', '/basic-settings/music']) {
    const t = Date.now();
    await page.goto(BASE + p, { waitUntil: 'domcontentloaded' });
    const t1 = Date.now();
    await page.getByTestId('header-user').waitFor();
    const t2 = Date.now();
    await page.locator('tr[data-row-key]').first().waitFor();
    const t3 = Date.now();
    await page.waitForLoadState('networkidle');
    times.push(`${p}: goto ${t1 - t} header ${t2 - t1} rows ${t3 - t2} idle ${Date.now() - t3}`);
  }
  const t = Date.now();
  await page.evaluate(() => { history.pushState({}, '', '/device'); dispatchEvent(new PopStateEvent('popstate')); });
  await page.waitForURL('**/device**'); await page.locator('tr[data-row-key]').first().waitFor();
  times.push('push ' + (Date.now() - t));
  if (mode === 'noroute') {
    for (const [name, mk] of [
      ['full', () => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(tags)],
      ['main', () => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(tags).include('main')],
      ['nocontrast', () => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(tags).disableRules(['color-contrast'])],
      ['full', () => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(tags)],
    ]) { const a = Date.now(); await mk().analyze(); times.push(`axe ${name} ${Date.now() - a}`); }
  }
  console.log(mode + '\n  ' + times.join('\n  '));
  await ctx.close();
}
await browser.close();
server.stop();
