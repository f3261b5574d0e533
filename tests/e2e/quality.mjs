/**
 * Shared by the quality specs (a11y, security, faults, keyboard): the list of routes, a
 * "page has settled" wait and the axe-core runner.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { eventually, ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** config/routes.ts SETTINGS_PAGES, read from the file (the specs run without a TS loader). */
export function settingsPages() {
  const text = readFileSync(join(ROOT, 'config', 'routes.ts'), 'utf8');
  const list = /SETTINGS_PAGES\s*=\s*\[([^\]]*)\]/.exec(text);
  assert.ok(list, 'SETTINGS_PAGES not found in config/routes.ts');
  return [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** Every signed-in route (docs/product-rules.md, routes and menu), user 1 for the member sub-pages. */
export const SIGNED_IN_ROUTES = [
  '/home',
  '/member',
  '/member/member-score',
  '/member/member-behavior-score/1',
  '/member/member-training-cycle/1',
  '/member/profile/1',
  '/training-record',
  '/device',
  '/account',
  '/audit-log',
  '/account/center',
  '/account/settings',
  ...settingsPages().map((p) => `/basic-settings/${p}`),
  '/trigger-error',
  '/exception?code=500&message=Something%20failed',
  '/no-such-page',
];

const SEVERE = new Set(['serious', 'critical']);

/** Waits until the page has loaded its data and nothing spins. */
export async function pageSettled(page) {
  // A control under the pointer shows its hover colour; axe measures the resting one.
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle').catch(() => {});
  await eventually(
    async () => {
      assert.equal(
        await page.locator('.ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading').count(),
        0,
        'still loading',
      );
      // Colours are measured once transitions (error texts fading in, modals zooming) are over.
      assert.equal(await page.locator('[class*="-appear-active"], [class*="-enter-active"]').count(), 0, 'animating');
    },
    { timeout: 15_000 },
  );
  await page.waitForTimeout(200);
}

/** Runs axe in the page (injected once per document); returns the serious/critical violations. */
export async function axeViolations(page, context) {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy forbids inline scripts.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (ctx) => {
    const r = await window.axe.run(ctx ?? document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ impact: n.impact, target: n.target.join(' '), html: n.html.slice(0, 200) })),
    }));
  }, context ?? null);
  return violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => SEVERE.has(n.impact ?? v.impact)) }))
    .filter((v) => v.nodes.length > 0);
}

export function describeViolations(where, violations) {
  return violations
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes
          .slice(0, 4)
          .map((n) => `      ${n.target}  ${n.html}`)
          .join('\n')}`,
    )
    .join('\n');
}
