/**
 * Everything within reach, by pointer and by keyboard, at the widths people use: every list's row
 * actions in view at 1280 and 1440 px with the name pinned, the skip link and the focus rings, the
 * Tab stops before a row's Edit, and the phone layouts (sign-in title, Home's period switch, a
 * list row's summary, one-column forms, the profile's card heads) at 390 px.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import {
  chunks,
  eventually,
  expectSelectedInView,
  go,
  goInApp,
  menuEntry,
  rowsLoaded,
  rowsOf,
  runTitle,
  screenshot,
  settle,
  signInByApi,
  TEXT,
} from './lib.mjs';
import { settingsPages } from './quality.mjs';

const LISTS = [
  '/member',
  '/member/member-score',
  '/member/member-behavior-score/12',
  '/member/member-training-cycle/12',
  '/training-record',
  '/account',
  '/audit-log',
  '/device',
  ...settingsPages().map((p) => `/basic-settings/${p}`),
];

const SKIP = { 'en-US': 'Skip to content', 'zh-CN': '跳到主要内容' };

/**
 * Where the first row's actions and its pinned name lie against the box the table scrolls in.
 * The scroll container is antd's `.ant-table-content` (`.ant-table-body` with a fixed header):
 * it has no role or name, so it is found by class; the actions are the row's last cell.
 */
const firstRowLayout = (page) =>
  rowsOf(page)
    .first()
    .evaluate((row) => {
      const box = row.closest('.ant-table-content, .ant-table-body');
      const b = box.getBoundingClientRect();
      const cells = [...row.cells];
      const actions = cells.at(-1);
      const controls = [...actions.querySelectorAll('button, a, [aria-disabled]')].map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') || el.textContent.trim(), left: r.left, right: r.right };
      });
      // The pinned name: the cells on the left that stay put (sticky) and show text.
      const pinned = cells
        .filter((c) => getComputedStyle(c).position === 'sticky' && c !== actions && c.textContent.trim())
        .map((c) => {
          const r = c.getBoundingClientRect();
          return { text: c.textContent.trim(), left: r.left, right: r.right };
        });
      return {
        box: { left: b.left, right: b.right },
        scrolls: box.scrollWidth > box.clientWidth + 1,
        scrollLeft: box.scrollLeft,
        controls,
        pinned,
      };
    });

const scrollTable = (page, left) =>
  rowsOf(page)
    .first()
    .evaluate((row, x) => {
      row.closest('.ant-table-content, .ant-table-body').scrollLeft = x;
    }, left);

const inside = (r, box) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5;

/** What is wrong with a list's first row at this width: actions out of the box, name not pinned. */
async function reachProblems(page, label) {
  const problems = [];
  const at = await firstRowLayout(page);
  if (at.scrollLeft !== 0) problems.push(`${label}: the table opens scrolled (${at.scrollLeft})`);
  if (!at.controls.length) problems.push(`${label}: no row action found`);
  for (const c of at.controls)
    if (!inside(c, at.box))
      problems.push(
        `${label}: "${c.name}" (${c.left}-${c.right}) outside the table's box (${at.box.left}-${at.box.right})`,
      );
  if (!at.pinned.length) problems.push(`${label}: no pinned name column`);
  if (at.scrolls) {
    // Scrolled to its end: the name still on the left, the actions still in the box.
    await scrollTable(page, 100_000);
    const end = await firstRowLayout(page);
    if (!end.pinned.some((p) => inside(p, end.box) && p.left <= end.box.left + 48))
      problems.push(`${label}: the name leaves the box when the table scrolls (${JSON.stringify(end.pinned)})`);
    for (const c of end.controls)
      if (!inside(c, end.box)) problems.push(`${label}: scrolled, "${c.name}" leaves the table's box`);
    await scrollTable(page, 0);
  }
  return problems;
}

test.describe('row actions in reach on wide screens', () => {
  for (const locale of ['en-US', 'zh-CN']) {
    const runs = chunks(LISTS, 4);
    runs.forEach((run, i) => {
      test(`1440 and 1280 px, ${locale}: the first row's actions lie inside the table's box, the name pinned (${runTitle(run, i, runs.length)})`, {
        tag: '@admin',
      }, async ({ newPage }) => {
        const page = await newPage({ locale, storedLocale: locale, viewport: { width: 1440, height: 900 } });
        await signInByApi(page, 'admin', run[0]);
        const problems = [];
        for (const path of run) {
          if (path !== run[0]) await goInApp(page, path);
          await rowsLoaded(page);
          for (const width of [1440, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            // The table measures its columns again after a resize: the check waits for the layout to settle.
            let found = [];
            await eventually(
              async () => {
                found = await reachProblems(page, `${path} at ${width} px`);
                assert.deepEqual(found, []);
              },
              { timeout: 3000 },
            ).catch(() => {});
            problems.push(...found);
          }
          if (path === '/member') await screenshot(page, `reach-member-1280-${locale}`);
        }
        assert.deepEqual(problems, [], problems.join('\n'));
      });
    });
  }

  test('1280 px: Tab through a row brings each control into view, clear of the pinned columns', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await signInByApi(page, 'admin', '/member');
    await rowsLoaded(page);
    const row = rowsOf(page).first();
    const name = row.getByRole('link').first();
    const seen = [];
    // Forward from the name to Edit, then back from Edit with the table scrolled to its end.
    for (const [start, key, scroll] of [
      [name, 'Tab', 0],
      [row.getByRole('button', { name: 'Edit', exact: true }), 'Shift+Tab', 100_000],
    ]) {
      await scrollTable(page, scroll);
      await start.focus();
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press(key);
        const shown = await page.evaluate(() => {
          const el = document.activeElement;
          const r = el.getBoundingClientRect();
          const y = r.top + r.height / 2;
          // Both ends of the control are what the screen shows there (not a pinned cell over it).
          const clear = [r.left + 2, r.right - 2].every((x) => el.contains(document.elementFromPoint(x, y)));
          return {
            name: el.getAttribute('aria-label') || el.textContent.trim(),
            clear,
            inRow: Boolean(el.closest('tr')),
          };
        });
        if (!shown.inRow) break;
        seen.push(shown);
      }
    }
    assert.ok(seen.length >= 6, `focus moved through the row: ${JSON.stringify(seen)}`);
    assert.deepEqual(
      seen.filter((s) => !s.clear).map((s) => s.name),
      [],
      'controls left under a pinned column when focused',
    );
  });
});

test.describe('keyboard', () => {
  for (const locale of ['en-US', 'zh-CN']) {
    test(`the skip link is the first Tab stop, shows when focused and moves the focus to the content (${locale})`, {
      tag: '@admin',
    }, async ({ newPage }) => {
      const page = await newPage({ locale, storedLocale: locale, viewport: { width: 1280, height: 800 } });
      await signInByApi(page, 'admin', '/home');
      for (const path of ['/home', '/account']) {
        await go(page, path);
        await page.getByTestId('header-user').waitFor();
        // The content has something to focus (a busy machine renders the page after the shell).
        await page
          .getByRole('main')
          .locator('a[href], button:not([disabled]), input:not([disabled])')
          .filter({ visible: true })
          .first()
          .waitFor();
        const skip = page.getByRole('link', { name: SKIP[locale], exact: true });
        const hidden = await skip.boundingBox();
        assert.ok(hidden && hidden.width <= 1 && hidden.height <= 1, `${path}: out of sight until focused`);
        await page.keyboard.press('Tab');
        await eventually(async () => assert.ok(await skip.evaluate((el) => el === document.activeElement)));
        const shown = await skip.boundingBox();
        assert.ok(shown.width > 40 && shown.height > 20 && shown.x >= 0 && shown.y >= 0, `${path}: shown when focused`);
        if (path === '/home') await screenshot(page, `reach-skip-link-${locale}`);
        await page.keyboard.press('Enter');
        await eventually(async () =>
          assert.ok(
            await page.getByRole('main').evaluate((el) => el === document.activeElement),
            'focus on the content',
          ),
        );
        // The next stop is inside the content, not in the menu or the header.
        await page.keyboard.press('Tab');
        assert.ok(
          await page
            .getByRole('main')
            .evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement),
          `${path}: Tab after the skip link stays in the content, not on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}`,
        );
      }
    });
  }

  test('keyboard focus is visible on the side menu, its collapse toggle, table links and sortable headers', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await signInByApi(page, 'admin', '/member');
    await rowsLoaded(page);
    // A ring: a visible outline on the element or, for a menu entry, on the entry (antd's <li>).
    const ringOf = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        const carrier = el.closest('li[role="menuitem"]') ?? el;
        const s = getComputedStyle(carrier);
        return {
          name: el.textContent.trim(),
          ring: s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) >= 2,
        };
      });
    const problems = [];
    // Skip link, then the menu's first entry.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const entry = await ringOf();
    if (!entry.ring) problems.push(`side-menu entry "${entry.name}"`);
    await screenshot(page, 'reach-menu-focus-en-US');
    // The menu's arrow keys still move through it, each entry ringed in turn.
    // (The menu moves the focus on the next animation frame, so the check waits for it.)
    await page.keyboard.press('ArrowDown');
    let next = await ringOf();
    await eventually(async () => {
      next = await ringOf();
      assert.notEqual(next.name, entry.name);
    }).catch(() => undefined);
    if (!next.ring || next.name === entry.name) problems.push(`ArrowDown in the menu: "${next.name}"`);
    // A sortable header and a link in a row, reached by Tab (focused by script first, then left
    // and reached again by the keyboard, which is what shows a ring).
    for (const [what, locator] of [
      ['sortable header', page.getByRole('columnheader', { name: 'Gender' })],
      ['name link', rowsOf(page).first().getByRole('link').first()],
    ]) {
      await locator.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const f = await ringOf();
      if (!f.ring) problems.push(`${what} "${f.name}"`);
    }
    // The collapse toggle at the menu's foot: a named Tab stop that Enter works.
    const collapse = page.getByRole('button', { name: 'Collapse the menu', exact: true });
    await collapse.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const toggle = await ringOf();
    if (!toggle.ring) problems.push('menu collapse toggle');
    assert.deepEqual(problems, [], `focused by keyboard without a visible ring: ${problems.join(', ')}`);
    await page.keyboard.press('Enter');
    const expand = page.getByRole('button', { name: 'Expand the menu', exact: true });
    await eventually(async () => assert.equal(await expand.getAttribute('aria-expanded'), 'false'));
    await page.keyboard.press(' ');
    await eventually(async () => assert.equal(await collapse.getAttribute('aria-expanded'), 'true'));
  });

  // The member list's toolbar holds three more controls for level 1 (Views, Import, Change all N).
  test("from page load, the skip link and 26 more Tab presses reach the first row's Edit (34 before)", {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await signInByApi(page, 'admin', '/member');
    await rowsLoaded(page);
    await settle(page);
    const onEdit = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return (
          el.textContent.trim() === 'Edit' &&
          el.closest('tr[data-row-key]') === document.querySelector('tr[data-row-key]')
        );
      });
    let presses = 0;
    await page.keyboard.press('Tab');
    presses += 1;
    await page.keyboard.press('Enter');
    while (!(await onEdit()) && presses < 60) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    assert.ok(await onEdit(), 'Edit reached');
    assert.ok(presses <= 27, `${presses} Tab presses to the first row's Edit`);
  });
});

test.describe('a phone, 390 px', () => {
  const PHONE = { width: 390, height: 844 };

  test("sign-in title clear of its subtitle; Home's period switch within the screen", { tag: '@admin' }, async ({
    newPage,
  }) => {
    const problems = [];
    for (const locale of ['en-US', 'zh-CN']) {
      const page = await newPage({ locale, storedLocale: locale, viewport: PHONE });
      await go(page, '/login');
      // The title's own text (the heading's box kept a fixed height while the lines ran out of it).
      const title = page.getByRole('heading', { level: 1 }).getByText(TEXT[locale].title, { exact: true });
      await title.waitFor();
      const subtitle = page.getByText(/^(Back office of the children|儿童认知与脑力训练服务后台)/);
      const t = await title.boundingBox();
      const s = await subtitle.boundingBox();
      if (t.y + t.height > s.y)
        problems.push(`${locale} sign-in: title (bottom ${t.y + t.height}) over subtitle (top ${s.y})`);
      if (t.x < 0 || t.x + t.width > PHONE.width) problems.push(`${locale} sign-in: title off screen`);
      await screenshot(page, `reach-login-390-${locale}`);

      await signInByApi(page, 'admin', '/home?weeks=26');
      const period = page.getByRole('radiogroup', { name: locale === 'en-US' ? 'Period' : '统计周期' });
      await period.waitFor();
      const p = await period.boundingBox();
      if (p.x < 0 || p.x + p.width > PHONE.width)
        problems.push(`${locale} Home: period switch ${p.x}-${p.x + p.width}`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      if (wide > PHONE.width) problems.push(`${locale} Home: the page is ${wide} px wide`);
      await screenshot(page, `reach-home-390-${locale}`);
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('each list row shows its name and key values as "label: value" lines, and its actions button', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await signInByApi(page, 'admin', '/audit-log');
    const problems = [];
    for (const path of [
      '/audit-log',
      '/member',
      '/training-record',
      '/basic-settings/music',
      '/basic-settings/cognitive/training-rule1',
    ]) {
      if (path !== '/audit-log') await goInApp(page, path);
      await rowsLoaded(page);
      const row = rowsOf(page).first();
      const lines = row.getByRole('term');
      const count = await lines.count();
      if (count < 2) problems.push(`${path}: ${count} "label: value" lines`);
      for (const locator of [
        lines.first(),
        row.getByRole('definition').last(),
        row.getByRole('button', { name: /^Actions for / }),
      ]) {
        const b = await locator.boundingBox();
        if (!b || b.x < 0 || b.x + b.width > PHONE.width)
          problems.push(`${path}: ${await locator.textContent()} off screen`);
      }
      if (path === '/audit-log') {
        // The audit log's first row names who did it, beside its time.
        const who = await row.getByRole('term').first().textContent();
        if (who.trim() !== 'Who:') problems.push(`/audit-log: first line "${who}", not Who`);
        await screenshot(page, 'reach-audit-log-390-en-US');
      }
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test("the header's menu button is the Tab stop after the skip link, and Enter opens the menu", {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await signInByApi(page, 'admin', '/member');
    await rowsLoaded(page);
    const button = page.getByRole('button', { name: 'Open the menu', exact: true });
    await button.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.ok(await button.evaluate((el) => el === document.activeElement), 'the menu button has the focus');
    const ring = await button.evaluate((el) => getComputedStyle(el).outlineStyle !== 'none');
    assert.ok(ring, 'the focused menu button shows a ring');
    await page.keyboard.press('Enter');
    // The menu opens as a drawer over the page, its entries reachable.
    await menuEntry(page, 'Training Record').waitFor();
    await screenshot(page, 'reach-menu-drawer-390-en-US');
  });

  test("the menu drawer opens at the current page's entry: a page far down the menu, and after Back", {
    tag: '@admin',
  }, async ({ newPage }) => {
    // With antd's motion: on the drawer's first opening, its group's motion undid the scroll.
    const page = await newPage({ viewport: { width: PHONE.width, height: 700 }, reducedMotion: 'no-preference' });
    await signInByApi(page, 'admin', '/basic-settings/neurotraining-feedback-auto-rule');
    await rowsLoaded(page);
    const openMenu = page.getByRole('button', { name: 'Open the menu', exact: true });
    // Before, the drawer opened at its top, the entry about 800 px below its fold; after Back, the
    // entry had become current while the drawer was hidden.
    await openMenu.click();
    await expectSelectedInView(page, 'Neuro Training Feedback Auto Rule');
    await screenshot(page, 'reach-menu-drawer-deep-390-en-US');
    await menuEntry(page, 'Home').click();
    await page.waitForURL(/\/home$/);
    await page.goBack();
    await rowsLoaded(page);
    await openMenu.click();
    await expectSelectedInView(page, 'Neuro Training Feedback Auto Rule');
  });

  test('the New member form is one column; the profile stacks each card title over its actions', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await signInByApi(page, 'admin', '/member');
    await rowsLoaded(page);
    await page.getByRole('button', { name: /New$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New member' });
    await dialog.waitFor();
    const name = await dialog.getByLabel('Name', { exact: true }).boundingBox();
    const gender = await dialog.getByLabel('Gender', { exact: true }).boundingBox();
    assert.ok(gender.y > name.y + name.height, `Gender (${gender.y}) below Name (${name.y + name.height})`);
    assert.ok(name.width > 250, `a field takes the dialog's width (${name.width} px)`);
    await screenshot(page, 'reach-new-member-390-en-US');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await go(page, '/member/profile/12');
    await page.getByTestId('profile-name').waitFor();
    const title = page.getByRole('heading', { name: 'Latest training records' });
    const link = page.getByRole('link', { name: 'All records of this member' });
    await link.waitFor();
    const t = await title.boundingBox();
    const l = await link.boundingBox();
    assert.ok(l.y >= t.y + t.height, `the link (top ${l.y}) below the title (bottom ${t.y + t.height})`);
    assert.ok(l.x + l.width <= PHONE.width - 16, 'the link within the card');
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, 'reach-profile-390-en-US');
  });
});

test.describe('between a phone and a laptop', () => {
  /** How many lines each labelled value takes (by the line boxes of its text), by label. */
  const linesOf = (page, labels) =>
    page.evaluate((wanted) => {
      const out = {};
      for (const label of document.querySelectorAll('.ant-descriptions-item-label')) {
        const name = label.textContent.replace(/[:：]\s*$/, '').trim();
        if (!wanted.includes(name)) continue;
        const range = document.createRange();
        range.selectNodeContents(label.nextElementSibling);
        out[name] = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }
      return out;
    }, labels);

  test("a member's header and the account centre keep a phone number and an e-mail address on one line", {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 768, height: 900 } });
    await signInByApi(page, 'admin', '/member/profile/1');
    await page.getByTestId('profile-name').waitFor();
    await settle(page);
    // antd's own column map gave the header three columns at 768 px: "高俊杰 (1314267478 / 8)".
    assert.deepEqual(await linesOf(page, ['Guardian', 'Grade']), { Guardian: 1, Grade: 1 });
    await screenshot(page, 'reach-profile-768-en-US');
    await go(page, '/member/member-training-cycle/1');
    await page.getByRole('cell').first().waitFor();
    assert.deepEqual(await linesOf(page, ['Guardian']), { Guardian: 1 });

    // The account centre gave two bordered columns at 640 px and three at 1,000 px.
    for (const width of [640, 1000]) {
      await page.setViewportSize({ width, height: 900 });
      await go(page, '/account/center');
      await page.getByText('admin@example.com').waitFor();
      await settle(page);
      assert.deepEqual(
        await linesOf(page, ['E-mail', 'Phone', 'Last sign-in']),
        { 'E-mail': 1, Phone: 1, 'Last sign-in': 1 },
        `at ${width} px`,
      );
    }
    await screenshot(page, 'reach-account-center-1000-en-US');
  });
});
