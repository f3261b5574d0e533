/**
 * Home: a figure's link opens the list whose total equals the figure (English and Chinese), the
 * charts draw, at 1,280 px every attention entry keeps to one line and no card title is cut,
 * level 3 sees no device figures, and a server without the overview says so.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import {
  allowConsole,
  eventually,
  expectMenu,
  failedResource,
  go,
  rowsLoaded,
  screenshot,
  setFault,
  signInByApi,
  textOf,
  waitForPath,
} from './lib.mjs';

/** The number a figure link names ("Training sessions: 1,234, Show in list", "训练次数：1,234，在列表中查看"). */
async function figure(page, title) {
  const link = page.getByRole('link', { name: new RegExp(`^${title}(: |：)[\\d,]+(, |，)`) });
  await link.waitFor();
  const name = (await link.getAttribute('aria-label')) ?? '';
  return { link, value: Number(/(?:: |：)([\d,]+)(?:, |，)/.exec(name)?.[1].replaceAll(',', '')) };
}

/**
 * How far each card of the first row reaches below its content, in px. The row stretches its
 * cards to the tallest one, so one tall card leaves the others with empty space.
 */
async function firstRowSlack(page, title) {
  const { link } = await figure(page, title);
  return link.evaluate((el) =>
    [...el.closest('.ant-row').querySelectorAll(':scope > .ant-col > .ant-card')].map((card) => {
      const body = card.querySelector('.ant-card-body');
      return Math.round(card.getBoundingClientRect().bottom - body.lastElementChild.getBoundingClientRect().bottom);
    }),
  );
}

/** The list's total from its pagination text ("1-10 of 1,234 items", "第 1-10 条/总共 1,234 条"). */
async function listTotal(page) {
  const text = await textOf(page.getByText(/^\d+-\d+ of [\d,]+ items$|^第 \d+-\d+ 条\/总共 [\d,]+ 条$/));
  return Number(/(?:of|总共)\s*([\d,]+)/.exec(text)?.[1].replaceAll(',', ''));
}

const CASES = {
  'en-US': {
    sessions: 'Training sessions',
    active: 'Members who trained',
    unbound: 'Not bound',
    none: 'This server offers no overview.',
  },
  'zh-CN': { sessions: '训练次数', active: '参加训练的会员', unbound: '未绑定', none: '当前服务器不提供概览。' },
};

for (const [locale, text] of Object.entries(CASES)) {
  test.describe(`home (${locale})`, () => {
    test('a figure opens the list whose total equals it', { tag: '@admin' }, async ({ newPage }) => {
      const page = await newPage({ locale, storedLocale: locale });
      await signInByApi(page, 'admin', '/home?weeks=12');
      await expectMenu(page, 'admin', locale);
      await page.locator('figure canvas').first().waitFor();
      await screenshot(page, `home-1280-${locale}`, { fullPage: true });
      // The page ends with its cards: a chart's hidden data table, one row a week, once stretched it
      // 400 px below them at 12 weeks (1,750 px at 26).
      const belowCards = await page.evaluate(() => {
        const cards = [...document.querySelectorAll('.ant-card')].map((c) => c.getBoundingClientRect().bottom);
        return Math.round(document.documentElement.scrollHeight - (Math.max(...cards) + window.scrollY));
      });
      assert.ok(belowCards <= 100, `the page ends below its last card: ${belowCards} px more`);
      // The device card's three figures used to stack as statistics, which made every card of
      // the row twice as tall as its figure (200 px of empty space in each).
      const slack = await firstRowSlack(page, text.unbound);
      assert.equal(slack.length, 4, 'four cards in the first row');
      assert.ok(Math.max(...slack) <= 80, `the first row's cards fit their figures: ${slack} px below them`);
      // Below 1,600 px the attention lists go two to a row: four to a row left each entry (a
      // name, a sentence with a date, Follow up) three lines tall at this width.
      const entryLines = await page
        .locator('li.home-needs-item')
        .evaluateAll((items) =>
          items.map((li) => li.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(li).lineHeight)),
        );
      assert.ok(entryLines.length > 0, 'the attention lists have entries');
      assert.ok(
        Math.max(...entryLines) < 2,
        `each attention entry on one line: ${entryLines.map((n) => n.toFixed(1))} lines`,
      );
      // Card titles wrap: antd's cut a long one short with an ellipsis beside its link.
      const cutTitles = await page
        .locator('.ant-card-head-title')
        .evaluateAll((titles) =>
          titles.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
        );
      assert.deepEqual(cutTitles, [], 'no card title is cut short');
      // The two charts side by side start at one height (a taller header once pushed one down).
      const chartTops = await page
        .locator('figure canvas')
        .evaluateAll((canvases) => canvases.slice(0, 2).map((c) => Math.round(c.getBoundingClientRect().top)));
      assert.equal(chartTops[0], chartTops[1], `the first two charts start at one height: ${chartTops}`);
      // Each device scheduled today shows its live status under its member and serial number, in
      // every entry alike (beside them where it fitted, under them where not, they did not line up).
      await eventually(async () => {
        const below = await page.locator('ul.home-scheduled > li').evaluateAll((items) =>
          items.flatMap((li) => {
            const status = li.querySelector('.home-scheduled-status');
            const link = li.querySelector('a');
            return status && link
              ? [status.getBoundingClientRect().top >= link.getBoundingClientRect().bottom - 1]
              : [];
          }),
        );
        assert.ok(below.length > 0, 'the scheduled devices show their live status');
        assert.ok(below.every(Boolean), `every status on a line of its own: ${below}`);
      });
      for (const [title, path] of [
        [text.sessions, '/training-record'],
        [text.active, '/member'],
        [text.unbound, '/device'],
      ]) {
        const { link, value } = await figure(page, title);
        assert.ok(value > 0, `${title} is above 0`);
        await link.click();
        await waitForPath(page, new RegExp(`^${path}\\?`));
        await rowsLoaded(page);
        await eventually(async () => assert.equal(await listTotal(page), value, `${title}: the list's total`));
        await page.goBack();
      }
    });
  });
}

test.describe('home', () => {
  test('level 3 sees the figures but no device figures', { tag: '@viewer' }, async ({ newPage }) => {
    const page = await newPage();
    await signInByApi(page, 'viewer', '/home');
    await page.getByText('Members who trained').first().waitFor();
    assert.equal(await page.getByText('Not bound').count(), 0);
    assert.equal(await page.getByRole('link', { name: /^Training sessions: / }).count(), 0);
  });

  test('at 390 px the figures stack and stay on screen', { tag: '@admin' }, async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await signInByApi(page, 'admin', '/home');
    const { link } = await figure(page, 'Training sessions');
    const box = await link.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, 'the figure is on screen');
    // A follow-up makes a list's "Show all" long ("Show all 57, 1 of them followed up or
    // snoozed"): beside it the list's title stays readable, however it wraps.
    const list = page.getByRole('list', { name: 'No training for 14 days' });
    const entry = list.getByRole('listitem').first();
    const name = await textOf(entry.getByRole('link').first());
    await entry.getByRole('button', { name: `Follow up ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Follow up ${name}` });
    await dialog.getByLabel('Note').fill('Called the guardian');
    await dialog.getByRole('button', { name: 'Followed up' }).click();
    const head = page
      .locator('.ant-card-head')
      .filter({ has: page.getByText(/, \d+ of them followed up or snoozed$/) });
    const [title, card] = await head.evaluate((h) => [
      h.querySelector('.ant-card-head-title').getBoundingClientRect().width,
      h.getBoundingClientRect().width,
    ]);
    assert.ok(title >= card / 3, `the title beside a long "Show all" is ${title} px of ${card}`);
    await screenshot(page, 'home-390-en-US');
  });

  test('a server without the overview: the page says so, the rest works', { tag: '@admin' }, async ({
    newPage,
    defer,
  }) => {
    defer(() => setFault('none'));
    for (const [locale, text] of Object.entries(CASES)) {
      const page = await newPage({ locale, storedLocale: locale });
      allowConsole(page, failedResource(404));
      await signInByApi(page, 'admin', '/member');
      await setFault('404', { path: '/dashboard/overview' });
      await go(page, '/home');
      await page.getByText(text.none).waitFor();
      await setFault('none');
    }
  });
});
