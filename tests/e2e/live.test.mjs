/**
 * Live device status, follow-ups and the parent progress report, end to end on the production
 * build: device rows change in place as the headbands report (the test drives their clock, POST
 * /__mock/live) and a cut connection resumes without losing what happened meanwhile; a follow-up
 * takes a child off Home and shows on the profile and in the audit log; the report prints to an A4
 * PDF of at most two pages at each level and in both report languages; screenshots at 1440 and
 * 390 px in both languages.
 *
 * Follow-ups cannot be undone (no call removes one): each test follows up a child of its worker's
 * own backend, which no other test reads the attention lists of.
 */
import assert from 'node:assert/strict';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './fixtures.mjs';
import {
  allowConsole,
  api,
  appPath,
  BASE_URL,
  columnTexts,
  eventually,
  go,
  MOCK_HEADERS,
  notifications,
  responsesOf,
  rowOf,
  rowsLoaded,
  screenshot,
  setFault,
  settle,
  settled,
  signInByApi,
  textOf,
  USERS,
} from './lib.mjs';
import { axeViolations, describeViolations } from './quality.mjs';

/** POST /__mock/live (the headbands' clock, cutting streams) on this worker's backend. */
async function live(body = {}) {
  const res = await fetch(`${new URL(BASE_URL).origin}/__mock/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...MOCK_HEADERS },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, `POST /__mock/live answered ${res.status}`);
  return (await res.json()).data;
}

/** Calls as one of the demo accounts, from Node. */
async function session(who) {
  const user = USERS[who];
  const res = await api('POST', '/login', { body: { account: user.account, password: user.password } });
  assert.equal(res.json?.statusCode, 200, `sign-in of ${user.account}: ${res.text}`);
  const token = res.headers.get('x-access-token');
  const second = res.headers.get('access-token');
  return async (path) => {
    const answer = await api('GET', path, { token, second });
    assert.equal(answer.json?.statusCode, 200, `GET ${path}: ${answer.text}`);
    return answer.json.data;
  };
}

/** Waits until the page's one stream is open on the server. */
const streamOpen = () => eventually(async () => assert.equal((await live()).connections, 1));

/** The requests the page made for the stream, with the Last-Event-ID each carried. */
function streamRequests(page) {
  const seen = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/dataDevice/stream') seen.push(r.headers()['last-event-id'] ?? null);
  });
  return seen;
}

/** A member for the report: a cycle running today with sessions in it, and two assessments or more. */
async function reportChild() {
  const get = await session('admin');
  const scores = await get('/dataMemberScore/list');
  const counts = new Map();
  for (const s of scores) counts.set(s.userId, (counts.get(s.userId) ?? 0) + 1);
  for (const c of await get('/dataMemberTrainingCycle/list?state=2')) {
    if ((counts.get(c.userId) ?? 0) < 2) continue;
    const query = new URLSearchParams({ userId: c.userId, startTimeFrom: c.startDate, startTimeTo: c.endDate });
    const records = await get(`/dataTrainingRecord/page?${query}&pageSize=1`);
    if (records.total > 0) return get(`/dataMember/detail?id=${c.userId}`);
  }
  throw new Error('no member with a running cycle, sessions in it and assessments');
}

/** The text and page count of a PDF. */
async function readPdf(bytes) {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const texts = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => item.str).join(''));
  }
  const pages = doc.numPages;
  await doc.destroy();
  // Runs of text split where the layout did: compared without any white space. The system's CJK
  // font maps some ideographs to radicals in the PDF's text ("儿" as Kangxi "⼉", "长" as "⻓"):
  // NFKC folds the Kangxi ones back, RADICALS the rest.
  const plain = (s) =>
    s
      .normalize('NFKC')
      .replace(/[\u2E80-\u2EFF]/g, (c) => RADICALS[c] ?? c)
      .replace(/\s+/g, '');
  const read = texts.map(plain);
  return {
    pages,
    has: (part) => read.join('').includes(plain(part)),
    /** The 1-based number of the first page that holds `part`, 0 when none does. */
    pageOf: (part) => read.findIndex((page) => page.includes(plain(part))) + 1,
  };
}

/** Radicals of the CJK Radicals Supplement that NFKC leaves as they are, as the ideograph they stand for. */
const RADICALS = { '⻓': '长' };

test.describe('live device status', () => {
  test('rows change in place as the headbands report, and a cut connection resumes without losing events', {
    tag: '@admin',
  }, async ({ adminPage: page }) => {
    const requests = streamRequests(page);
    const get = await session('admin');
    await go(page, '/device');
    await rowsLoaded(page);
    await streamOpen();
    // A mark on the page: still there at the end means no reload happened.
    await page.evaluate(() => {
      window.__noReload = true;
    });
    const lists = () => responsesOf(page).filter((r) => new URL(r.url).pathname === '/dataDevice/page').length;
    const listed = lists();
    const shown = new Set(await columnTexts(page, 'Serial number'));
    const devices = new Map((await get('/dataDevice/list')).map((d) => [d.id, d.sn]));
    const onPage = (changes) => changes.filter((c) => shown.has(devices.get(c.id))).at(-1);

    /** The row of a change's device shows its state, battery and signal. */
    const rowShows = async (change) => {
      const row = rowOf(page, devices.get(change.id));
      await expect(row).toContainText(change.online ? 'Online' : 'Offline');
      await expect(row).toContainText(`${change.battery}%`);
    };

    let change;
    for (let i = 0; i < 40 && !change; i++) change = onPage((await live({ advance: 1 })).changes);
    assert.ok(change, 'a device on the first page changed');
    await rowShows(change);

    // The server cuts the connection and, before the console is back, more happens.
    const before = requests.length;
    let missed;
    for (let i = 0; i < 20 && !missed; i++) {
      const cut = await live({ cut: true, advance: 3 });
      assert.equal(cut.cut, 1, 'the open stream was cut');
      missed = onPage(cut.changes);
      await streamOpen();
    }
    assert.ok(missed, 'a device on the first page changed while the stream was down');
    await rowShows(missed);
    assert.ok(requests.length > before, 'the console connected again');
    assert.ok(requests.at(-1), 'the reconnection named the last event it had (Last-Event-ID)');
    assert.equal(await page.evaluate(() => window.__noReload), true, 'no reload');
    assert.equal(lists(), listed, 'the list was not asked for again');
  });

  test("Home's device card counts the headbands online now and low on battery, live", {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await signInByApi(await newPage(), 'admin', '/home');
    const onlineLink = page.getByRole('link', { name: /^Online now: [\d,]+, Show in list$/ });
    await onlineLink.waitFor();
    await streamOpen();
    const count = async () =>
      Number(/: ([\d,]+),/.exec((await onlineLink.getAttribute('aria-label')) ?? '')?.[1].replaceAll(',', ''));
    const start = await count();
    // Steps until the number online changes; the card follows without a reload.
    let expected = start;
    for (let i = 0; i < 30 && expected === start; i++) {
      const { changes } = await live({ advance: 1 });
      if (changes.length === 0) continue;
      const snapshot = await (await session('admin'))('/dataDevice/live');
      expected = snapshot.devices.filter((d) => d.online === 1).length;
    }
    assert.notEqual(expected, start, 'the number online changed');
    await eventually(async () => assert.equal(await count(), expected));
    await expect(page.getByRole('list', { name: /^Devices of members scheduled to train today/ })).toBeVisible();
    // The figure opens the list of exactly those devices.
    await onlineLink.click();
    await eventually(() => assert.match(appPath(page), /^\/device\?.*online=1/));
    await rowsLoaded(page);
    await expect(page.getByText(new RegExp(`of ${expected} items$`))).toBeVisible();
  });
});

test.describe('follow-ups', () => {
  test('a follow-up takes the child off Home, and shows on the profile and in the audit log', {
    tag: ['@operator', '@admin'],
  }, async ({ newPage }) => {
    const page = await signInByApi(await newPage(), 'operator', '/home');
    const list = page.getByRole('list', { name: 'Latest assessment 10 or more points lower' });
    await list.waitFor();
    const entry = list.getByRole('listitem').first();
    const link = entry.getByRole('link').first();
    const name = await textOf(link);
    const href = await link.getAttribute('href');
    const userId = /\/member\/profile\/(\d+)/.exec(href ?? '')?.[1];
    assert.ok(userId, `the entry links to a profile: ${href}`);

    await entry.getByRole('button', { name: `Follow up ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Follow up ${name}` });
    await expect(dialog.getByText('Guardian', { exact: true })).toBeVisible();
    const note = `Called the guardian about ${name}'s scores`;
    await dialog.getByLabel('Note').fill(note);
    await dialog.getByRole('button', { name: 'Followed up' }).click();
    await expect(page.getByText(`${name} is off the list until something new happens`)).toBeVisible();
    await expect(list.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(page.getByText(/^\d+ followed up or snoozed$/).first()).toBeVisible();

    await go(page, `/member/profile/${userId}`);
    const history = page.getByRole('region', { name: 'Follow-ups' });
    await expect(history).toContainText(note);
    await expect(history).toContainText('operator');

    // Level 1 reads the audit log: the follow-up is there, by the operator, named by the child.
    const admin = await newPage();
    await signInByApi(admin, 'admin', '/audit-log?resource=dataFollowUp');
    await rowsLoaded(admin);
    const row = rowOf(admin, name);
    await expect(row.first()).toContainText('operator');
  });

  test('keyboard: the follow-up dialog opens with Enter, and Escape closes it, also after a failed save', {
    tag: '@admin',
  }, async ({ newPage, defer }) => {
    defer(() => setFault('none'));
    const page = await signInByApi(await newPage(), 'admin', '/home');
    allowConsole(page, /Failed to load resource: the server responded with a status of 500/);
    const list = page.getByRole('list', { name: 'No training for 14 days' });
    await list.waitFor();
    const button = list.getByRole('button', { name: /^Follow up / }).first();
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Follow up / });
    await expect(dialog).toBeVisible();
    await eventually(async () =>
      assert.ok(await dialog.evaluate((d) => d.contains(document.activeElement)), 'the focus is in the dialog'),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // A save the server fails: the pressed button keeps the focus, so Escape still reaches the
    // dialog, which asks before dropping the note.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Note').fill('Called, no answer');
    await setFault('500', { path: '/dataFollowUp/add', times: 1 });
    const done = dialog.getByRole('button', { name: 'Followed up' });
    await done.focus();
    await page.keyboard.press('Enter');
    await expect(notifications(page).first()).toBeVisible();
    await expect(done).toBeFocused();
    await page.keyboard.press('Escape');
    await settled(page.getByRole('dialog').filter({ hasText: 'Discard' }));
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  });

  test('level 3 sees the guardian, phone masked, and nothing to write', { tag: '@viewer' }, async ({ newPage }) => {
    const page = await signInByApi(await newPage(), 'viewer', '/home');
    const list = page.getByRole('list', { name: 'No training for 14 days' });
    await list.waitFor();
    await expect(list.getByRole('button', { name: /^Follow up / })).toHaveCount(0);
    await list
      .getByRole('button', { name: /^Guardian of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Guardian of / });
    await expect(dialog.getByText(/^1\d\d\*{4}\d{4}$/)).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
  });
});

test.describe('parent progress report', () => {
  for (const who of ['admin', 'operator', 'viewer']) {
    test(`${who}: prints on at most two A4 pages in both report languages, with the chart and no console`, {
      tag: `@${who}`,
    }, async ({ newPage }) => {
      const child = await reportChild();
      const page = await newPage();
      const phone = String(child.guardianPhone);
      const masked = `${phone.slice(0, 3)}****${phone.slice(7)}`;
      const cases = [
        // (The chart's caption up to its note of scale, which a narrow column may wrap.)
        {
          lang: 'zh-CN',
          title: '家长进展报告',
          chart: '总分变化趋势',
          training: '每周训练分钟数',
          remark: '教师评语',
          preparedBy: `${USERS[who].name}于`,
        },
        {
          lang: 'en-US',
          title: 'Parent progress report',
          chart: 'Total over time',
          training: 'Minutes of training per week',
          remark: 'Remark from staff',
          preparedBy: `Prepared by ${USERS[who].name}`,
        },
      ];
      for (const [i, c] of cases.entries()) {
        const path = `/member/profile/${child.id}/report?lang=${c.lang}`;
        if (i === 0) await signInByApi(page, who, path);
        else await go(page, path);
        const sheet = page.getByRole('article', { name: c.title });
        await sheet.waitFor();
        await page.getByRole('textbox', { name: 'Remark from staff' }).fill('Calmer and more focused in class.');
        await settle(page);
        const { pages, has, pageOf } = await readPdf(await page.pdf({ format: 'A4' }));
        assert.ok(pages >= 1 && pages <= 2, `${c.lang}: ${pages} pages`);
        // Who prepared it stays with the remark, never alone on a sheet of its own.
        assert.equal(pageOf(c.preparedBy), pageOf(c.remark), `${c.lang}: the remark and who prepared it on one page`);
        for (const part of [c.title, child.name, c.chart, c.training, 'Calmer and more focused in class.'])
          assert.ok(has(part), `${c.lang}: the PDF has "${part}"`);
        // The guardian's phone as the level sees it.
        if (who === 'admin') assert.ok(has(phone), 'level 1 prints the whole phone');
        else {
          assert.ok(has(masked), `level ${USERS[who].level} prints ${masked}`);
          assert.ok(!has(phone), 'and never the whole number');
        }
        // No console around it: neither the layout (menu, header) nor the preview's controls.
        for (const chrome of [
          'Member Management',
          'Trigger Error',
          USERS[who].account,
          'Back to the profile',
          'Print or save as PDF',
          'Report language',
        ])
          assert.ok(!has(chrome), `${c.lang}: no "${chrome}" on paper`);
        // The chart is drawn (vector shapes in the print layout, one point per assessment shown).
        await page.emulateMedia({ media: 'print' });
        const points = sheet.getByRole('figure', { name: c.chart }).locator('svg circle');
        assert.ok((await points.count()) >= 2, 'the trend chart has its points');
        const box = await sheet.getByRole('figure', { name: c.chart }).locator('svg').boundingBox();
        assert.ok(box && box.width > 300 && box.height > 60, `the chart prints at a size (${JSON.stringify(box)})`);
        await expect(page.getByRole('button', { name: /Print or save as PDF/ })).toBeHidden();
        // Nothing but the sheet paints on paper (with "Background graphics" ticked, the layout's own
        // background printed below the sheet).
        const painted = await sheet.evaluate((article) =>
          [...document.body.querySelectorAll('*')]
            .filter((el) => !article.contains(el) && !el.contains(article))
            .filter((el) => {
              const style = getComputedStyle(el);
              const box = el.getBoundingClientRect();
              const paints =
                style.backgroundImage !== 'none' || !/^(transparent|rgba\(.*, 0\))$/.test(style.backgroundColor);
              return (
                paints && style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0
              );
            })
            .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`),
        );
        assert.deepEqual(painted, [], `${c.lang}: painted around the sheet on paper`);
        // (Back to no emulation: page.pdf() prints with the emulated media, and 'screen' would stay.)
        await page.emulateMedia({ media: null });
      }
    });
  }
});

test.describe('screenshots and phone layout', () => {
  for (const locale of ['en-US', 'zh-CN']) {
    for (const width of [1440, 390]) {
      test(`${locale} ${width} px: device list, Home's device card and follow-up dialog, report preview`, {
        tag: '@admin',
      }, async ({ newPage }) => {
        const child = await reportChild();
        const page = await newPage({ locale, storedLocale: locale, viewport: { width, height: 900 } });
        await signInByApi(page, 'admin', '/device');
        await rowsLoaded(page);
        await streamOpen();
        await settle(page);
        await screenshot(page, `live-device-list-${width}-${locale}`);
        const fits = async (what) =>
          assert.ok(
            await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
            `${what}: nothing runs past the screen's edge at ${width} px`,
          );
        await fits('device list');

        await go(page, '/home');
        const card = page.getByRole('link', { name: locale === 'en-US' ? /^Online now: [\d,]+/ : /^当前在线：[\d,]+/ });
        await card.waitFor();
        await card.scrollIntoViewIfNeeded();
        await settle(page);
        await screenshot(page, `live-home-devices-${width}-${locale}`);
        await fits('Home');
        const follow = page.getByRole('button', { name: locale === 'en-US' ? /^Follow up / : /^跟进/ }).first();
        await follow.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('textbox').first()).toBeVisible();
        await settle(page);
        await screenshot(page, `live-follow-up-dialog-${width}-${locale}`);
        const box = await dialog.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= width, 'the dialog is on screen');
        // No serious or critical accessibility problem in the new parts (the page walk covers Home).
        if (width === 1440) {
          const problems = await axeViolations(page, '.ant-modal');
          assert.deepEqual(problems, [], describeViolations('follow-up dialog', problems));
        }
        await page.keyboard.press('Escape');

        await go(page, `/member/profile/${child.id}/report?lang=${locale}`);
        await page.getByRole('article').waitFor();
        await settle(page);
        await screenshot(page, `live-report-preview-${width}-${locale}`);
        await fits('report preview');
        if (width === 1440) {
          const problems = await axeViolations(page);
          assert.deepEqual(problems, [], describeViolations('report preview', problems));
        }
      });
    }
  }
});
