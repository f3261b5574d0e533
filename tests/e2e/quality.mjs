/**
 * Shared by the quality specs (a11y, security, faults, keyboard): the list of routes, a
 * "page has settled" wait and the axe runner (@axe-core/playwright).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { eventually, ROOT } from './lib.mjs';

/**
 * The settings pages (config/routes.ts SETTINGS_PAGES), in menu order: the catalogue schemas'
 * pages as `npm run catalogues` lists them, in JSON because the specs run without a TS loader.
 */
export function settingsPages() {
  const { pages } = JSON.parse(readFileSync(join(ROOT, 'src', 'schema', 'catalogues', 'pages.json'), 'utf8'));
  assert.ok(pages.length > 0, 'no catalogue page in src/schema/catalogues/pages.json');
  return pages.map((p) => p.path);
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
  '/api-docs',
  '/trigger-error',
  '/exception?code=500&message=Something%20failed',
  '/no-such-page',
];

/**
 * A column header each settings page shows, per language, written out: the page walk checks that
 * a catalogue renders its own columns, translated. A page not listed here is still walked and
 * checked for untranslated headers and its New button.
 */
export const SETTINGS_HEADERS = {
  sysWorry: ['Name', '名称'],
  sysBehaviorDiagnosis: ['Parent concern', '家长困扰'],
  group: ['Minimum age', '最小年龄'],
  grade: ['Grade group', '年级组'],
  'score-group': ['Color', '颜色'],
  'cognitive/training1': ['Ability', '能力'],
  'cognitive/training2': ['Difficulty (1-5)', '难度（1-5）'],
  'cognitive/training-rule1': ['Priority', '优先级'],
  'cognitive/training-rule2': ['Cognitive trainings', '认知训练'],
  animate: ['Behavior type', '行为类型'],
  'animate-behavior-type': ['Description', '描述'],
  music: ['Audio', '音频'],
  band: ['Lower frequency (Hz)', '下限频率（Hz）'],
  'brain-relax': ['Music', '音乐'],
  'dietary-advice': ['Title', '标题'],
  'parent-adviser': ['Behavior diagnosis', '行为诊断'],
  'parent-child-training': ['Duration (min)', '时长（分钟）'],
  'parent-child-training-auto-rule': ['Parent-child trainings', '亲子训练'],
  'efficient-operation': ['Content', '内容'],
  'neuro-training-feedback': ['Maximum score', '最高分'],
  'neurotraining-feedback-auto-rule': ['Neurofeedback messages', '神经训练反馈'],
};

const SEVERE = new Set(['serious', 'critical']);

/** Waits until the page has loaded its data and nothing spins. */
export async function pageSettled(page) {
  // A control under the pointer shows its hover colour; axe measures the resting one.
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle').catch(() => {});
  await eventually(async () => {
    assert.equal(
      await page.locator('.ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading').count(),
      0,
      'still loading',
    );
    // Colours are measured once transitions (error texts fading in, modals zooming) are over.
    // Not the ring a clicked button sends out (antd's wave, about 2 s): it is drawn around the
    // button, over no text, and waiting for it added 2 s to every read after a click.
    assert.equal(
      await page.locator(':is([class*="-appear-active"], [class*="-enter-active"]):not(.ant-wave)').count(),
      0,
      'animating',
    );
  });
  await page.waitForTimeout(200);
}

/**
 * Runs axe over the page (or the part `context` selects) with @axe-core/playwright; returns the
 * serious and critical violations. It injects axe through the DevTools protocol, which the page's
 * Content-Security-Policy (no inline scripts) does not stop.
 */
export async function axeViolations(page, context) {
  // options() first: it replaces the run options that withTags() then adds to.
  // Legacy mode runs axe.run() in the page itself. The default runs each frame's part and then
  // merges them in a new blank page, which cost a browser tab and doubled each read (1.1-1.7 s
  // against 0.5-0.6 s on a signed-in /member, same violations); what it adds is reading
  // cross-origin frames, and the console has none (its Content-Security-Policy lets in no other origin).
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (context) builder = builder.include(context);
  const { violations } = await builder.analyze();
  return violations
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .filter((n) => SEVERE.has(n.impact ?? v.impact))
        .map((n) => ({ impact: n.impact, target: n.target.join(' '), html: n.html.slice(0, 200) })),
    }))
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
