/**
 * Shared by the quality specs (a11y, security, faults, keyboard): the list of routes, a
 * "page has settled" wait and the axe runner (axe-core).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import { eventually, ROOT, settle } from './lib.mjs';

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
  // The colour a control fades back to once the pointer has left it.
  await settle(page);
}

const AXE_OPTIONS = {
  resultTypes: ['violations'],
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
};

/**
 * Runs axe (axe-core's own `axe.run`) over the page, or the part the CSS selector `context`
 * selects; returns the serious and critical violations. axe is put into the page once per
 * document, through the DevTools protocol, which the page's Content-Security-Policy (no inline
 * scripts) does not stop; a walk that moves inside the app reuses it. @axe-core/playwright put it
 * in again at every read and read every frame: 1.0-1.2 s a read of a signed-in /member's content
 * against 0.5 s this way, for the same violations (the console has no frames: its
 * Content-Security-Policy lets in no other origin).
 */
export async function axeViolations(page, context) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    ([selector, options]) => window.axe.run(selector ?? document, options),
    [context, AXE_OPTIONS],
  );
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

/** What a screen reader takes for a control, whose name its content gives unless it has its own. */
const CONTROLS = 'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"]';

/**
 * The controls that an antd icon names. Each icon carries its English name (`role="img"`,
 * `aria-label="plus"`), which becomes the name of the control around it, or its first word
 * ("plus New"), in English whatever the page's language. A decorative icon is `aria-hidden`, and a
 * control of an icon alone has a name of its own, or an icon named in the page's language. Left
 * out: a button while it is busy, whose spinner antd names "loading" (a list's refresh can make
 * Query and Views busy for a moment while the page is read: docs/product-rules.md, Languages, says
 * why that word is left). Returns "<the control's text>: <the icon's name>" for each, over the page
 * or the part the CSS selector `context` selects.
 */
export async function iconNamedControls(page, context) {
  return page.evaluate(
    ([selector, controls]) => {
      const root = selector ? document.querySelector(selector) : document.body;
      const found = new Set();
      for (const icon of root?.querySelectorAll('[role="img"][aria-label]') ?? []) {
        if (icon.closest('[aria-hidden="true"]') || !icon.checkVisibility({ visibilityProperty: true })) continue;
        // An icon we named in the page's language (`aria-label` other than its own name) names its
        // control well: an input's clear button "Clear" / "清除".
        if (!icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`)) continue;
        const control = icon.closest(controls);
        if (!control || control.matches('[aria-label], [aria-labelledby], .ant-btn-loading')) continue;
        found.add(`${control.textContent.trim() || '(icon only)'}: "${icon.getAttribute('aria-label')}"`);
      }
      return [...found];
    },
    [context ?? null, CONTROLS],
  );
}

/**
 * The names a screen reader reads in English on a page in Chinese: antd writes a few of its own in
 * English whatever the language ("Close" on a dialog's close button, "Select all" on a table's
 * header checkbox, "to" between a date range's boxes, an icon's name such as "calendar"). Each
 * `aria-label` that is read (visible, not hidden from readers, not overridden by a name on the
 * control around it) and has Latin letters but no Chinese one. Left out: the step arrows of antd's
 * number box ("Increase Value", "Decrease Value"), which no prop renames and the keyboard does not
 * reach, and a busy button's spinner ("loading"), as above (docs/product-rules.md, Languages).
 * Returns "<element>: <name>" for each, over the page or the part the CSS selector `context` selects.
 */
export async function englishNames(page, context) {
  return page.evaluate(
    ([selector, controls]) => {
      const root = selector ? document.querySelector(selector) : document.body;
      const left = new Set(['Increase Value', 'Decrease Value']);
      const found = new Set();
      for (const el of root?.querySelectorAll('[aria-label]') ?? []) {
        const name = el.getAttribute('aria-label') ?? '';
        if (!/[A-Za-z]{2}/.test(name) || /\p{Script=Han}/u.test(name) || left.has(name)) continue;
        if (el.closest('[aria-hidden="true"], .ant-btn-loading') || !el.checkVisibility({ visibilityProperty: true }))
          continue;
        const control = el.parentElement?.closest(controls);
        if (control?.matches('[aria-label], [aria-labelledby]')) continue;
        found.add(
          `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''}: "${name}"`,
        );
      }
      return [...found];
    },
    [context ?? null, CONTROLS],
  );
}
