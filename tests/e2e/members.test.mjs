/**
 * Members, assessments, training cycles, training records and devices:
 * each route as each level, the member sub-pages from the list, an unknown userId, the masked
 * guardian phone, the CSV export's content, and screenshots of every page in both languages.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.mjs';
import {
  chunks,
  columnTexts,
  eventually,
  leaveSignedOut,
  rowsLoaded,
  rowsOf,
  runTitle,
  screenshot,
  setFault,
  settle,
  sideMenu,
  signInByApi,
  TEXT,
  textOf,
  waitForList,
  waitForPath,
  walkAs,
} from './lib.mjs';

const MEMBER_ROUTES = [
  '/member',
  '/member/member-score',
  '/member/member-behavior-score/12',
  '/member/member-training-cycle/12',
];

// Level 1 opens every member page in the screenshot walk below; levels 2 and 3 meet the 403 on
// training records and devices in access.test.mjs.
test.describe('each member page as levels 2 and 3', () => {
  for (const who of ['operator', 'viewer']) {
    test(`${who}: the member pages open with their rows`, { tag: `@${who}` }, async ({ newPage }) => {
      const page = await newPage();
      await walkAs(page, who, MEMBER_ROUTES, async (path) => {
        await rowsLoaded(page);
        assert.equal(await page.getByText(TEXT['en-US'].forbidden).count(), 0, `${path} must open for ${who}`);
      });
    });
  }
});

test.describe('member list', () => {
  test('a member row leads to its behaviour-score and training-cycle pages, which keep the group highlighted', {
    tag: '@operator',
  }, async ({ newPage }) => {
    const page = await newPage();
    await signInByApi(page, 'operator', '/member');
    await rowsLoaded(page);
    const row = rowsOf(page).first();
    const [name] = await columnTexts(page, 'Name');
    // Level 2 has three row actions (Details, Behavior, Cycles): all in the row, none in More.
    assert.equal(await row.getByRole('button', { name: /^More actions for / }).count(), 0);
    await row.getByRole('link', { name: 'Behavior', exact: true }).click();
    // (Its list of scores writes its paging into the URL once it opens.)
    await waitForPath(page, /^\/member\/member-behavior-score\/\d+(\?current=1&pageSize=10)?$/);
    await page.getByText(`Behavior Assessments · ${name}`, { exact: true }).waitFor();
    // The window is titled as the page is headed (the menu's label is the product's own).
    await eventually(async () => assert.equal(await page.title(), `Behavior Assessments - ${TEXT['en-US'].title}`));
    // The chart is a figure named by its caption.
    await page.getByRole('figure', { name: 'Total score over time (0-100)' }).waitFor();
    assert.equal(
      // antd marks the open page's group with a class only (no aria-current).
      await sideMenu(page).locator(':scope > li.ant-menu-submenu-selected').count(),
      1,
      'member group selected',
    );
    await page.goBack();
    await waitForList(page, '/member');
    await rowsLoaded(page);
    await rowsOf(page).first().getByRole('link', { name: 'Cycles', exact: true }).click();
    await waitForPath(page, /^\/member\/member-training-cycle\/\d+(\?current=1&pageSize=10)?$/);
    await page.getByText(`Training Cycles · ${name}`, { exact: true }).waitFor();
    await eventually(async () => assert.equal(await page.title(), `Training Cycles - ${TEXT['en-US'].title}`));
    await rowsLoaded(page);
  });

  test('the guardian phone is masked for levels 2 and 3 and shown in full for level 1', {
    tag: ['@admin', '@operator', '@viewer'],
  }, async ({ newPage }) => {
    // One page for the three levels: each signs in afresh (new tokens, a fresh load of /member).
    const page = await newPage();
    for (const who of ['viewer', 'operator', 'admin']) {
      await leaveSignedOut(page);
      await signInByApi(page, who, '/member');
      await rowsLoaded(page);
      // Every cell of the Guardian phone column (10 rows), not only some phone-like cell.
      const phones = await columnTexts(page, 'Guardian phone');
      assert.equal(phones.length, 10, `${who}: ${phones.length} rows`);
      const maskedCount = phones.filter((x) => /^1\d{2}\*{4}\d{4}$/.test(x)).length;
      const fullCount = phones.filter((x) => /^1\d{10}$/.test(x)).length;
      if (who === 'admin')
        assert.ok(fullCount === 10 && maskedCount === 0, `admin: ${fullCount} full, ${maskedCount} masked`);
      else assert.ok(maskedCount === 10 && fullCount === 0, `${who}: ${fullCount} full, ${maskedCount} masked`);
    }
  });

  test('an unknown or malformed userId shows "member not found", not a crash', { tag: '@viewer' }, async ({
    newPage,
  }) => {
    const page = await newPage();
    await walkAs(
      page,
      'viewer',
      ['/member/member-behavior-score/99999', '/member/member-training-cycle/abc'],
      async () => {
        await page.getByText('Member not found').waitFor();
        await page.getByRole('button', { name: 'Back to the member list' }).waitFor();
      },
    );
    await page.getByRole('button', { name: 'Back to the member list' }).click();
    await waitForList(page, '/member');
    await rowsLoaded(page);
  });
});

test.describe('training records', () => {
  test('the CSV export holds exactly the filtered rows of every page, with translated headers', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ storedLocale: 'zh-CN' });
    await signInByApi(page, 'admin', '/training-record?userId=12&type=1');
    await rowsLoaded(page);
    await waitForList(page, '/training-record', { userId: '12', type: '1' });
    // The pagination's total ("第 1-10 条/总共 N 条", N with its thousands separated).
    const total = Number(
      (await textOf(page.getByRole('listitem').filter({ hasText: /总共 [\d,]+ 条/ })))
        .match(/总共 ([\d,]+) 条/)[1]
        .replaceAll(',', ''),
    );
    assert.ok(total > 0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导出 CSV/ }).click(),
    ]);
    const file = await download.path();
    const bytes = readFileSync(file);
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM');
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    assert.match(lines[0], /^记录编号,开始时间,会员,会员编号,类型,/);
    assert.equal(lines.length, total + 1);
    for (const line of lines.slice(1)) assert.match(line, /,12,神经反馈,/);
    // Named in the session's language, as the menu names the list.
    assert.match(download.suggestedFilename(), /^训练记录-\d{8}-\d{6}\.csv$/);
  });

  test('at 200 % zoom the export notice keeps clear of the focused Cancel export', { tag: '@admin' }, async ({
    newPage,
    defer,
  }) => {
    // 200 % of a 1280 x 800 window: a 640 x 400 px viewport, the list's toolbar in its lower half.
    const page = await newPage({ viewport: { width: 640, height: 400 } });
    await signInByApi(page, 'admin', '/training-record');
    await rowsLoaded(page);
    defer(() => setFault('none'));
    // The export's first call is held, so its notice stays while the boxes are read.
    await setFault('timeout', { path: '/dataTrainingRecord/page', times: 1 });
    await page.getByRole('button', { name: /Export CSV$/ }).focus();
    await page.keyboard.press('Enter');
    const progress = page.getByTestId('export-progress');
    await expect(progress).toHaveText('Reading the first rows…');
    // The notice slides in: its box is read where it comes to rest (the bar's endless shimmer aside).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished),
      ),
    );
    const focused = await page.evaluate(() => {
      const r = document.activeElement.getBoundingClientRect();
      return { name: document.activeElement.textContent, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });
    assert.equal(focused.name, 'Cancel export');
    // antd's notice box has no role or name of its own: its class finds it.
    const notice = await page.locator('.ant-notification-notice').filter({ has: progress }).boundingBox();
    const apart =
      notice.y >= focused.bottom ||
      notice.y + notice.height <= focused.top ||
      notice.x >= focused.right ||
      notice.x + notice.width <= focused.left;
    assert.ok(apart, `the notice ${JSON.stringify(notice)} covers the focused button ${JSON.stringify(focused)}`);
    await screenshot(page, 'export-notice-640x400-en-US');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Export cancelled; no file was saved')).toBeVisible();
  });

  test("a member name links to that member's profile", { tag: '@admin' }, async ({ newPage }) => {
    const page = await newPage();
    await signInByApi(page, 'admin', '/training-record?userId=12');
    await rowsLoaded(page);
    const [name] = await columnTexts(page, 'Member');
    await rowsOf(page).first().getByRole('link', { name, exact: true }).click();
    await waitForPath(page, '/member/profile/12');
    assert.equal((await page.getByTestId('profile-name').textContent()).trim(), name);
  });
});

test.describe('screenshots', () => {
  const runs = chunks([...MEMBER_ROUTES, '/training-record', '/device', '/member/member-training-cycle/99999'], 3);
  for (const locale of ['en-US', 'zh-CN']) {
    runs.forEach((run, i) => {
      test(`the pages in ${locale} (${runTitle(run, i, runs.length)})`, { tag: '@admin' }, async ({ newPage }) => {
        const page = await newPage({ storedLocale: locale, viewport: { width: 1440, height: 900 } });
        await walkAs(page, 'admin', run, async (path) => {
          if (!path.endsWith('99999')) await rowsLoaded(page);
          if (path === '/member/member-score') {
            // Level 1 has four actions (Details, Edit, Chart, Delete): Chart is in the row's More menu.
            await rowsOf(page)
              .first()
              .getByRole('button', { name: locale === 'zh-CN' ? /^.+的更多操作$/ : /^More actions for .+$/ })
              .click();
            await page.getByRole('menuitem', { name: locale === 'zh-CN' ? '图表' : 'Chart', exact: true }).click();
            await page.locator('figure canvas').nth(1).waitFor();
          }
          if (path.startsWith('/member/member-behavior-score')) await page.locator('figure canvas').first().waitFor();
          await settle(page);
          await screenshot(page, `members-${locale}-${path}`);
        });
      });
    });
  }
});
