/**
 * The audit trail end to end: writes made through the API appear on /audit-log once each, with
 * the actor, the row and before → after, and never a password (docs/product-rules.md, audit log).
 * The writes touch rows no other browser test reads: a rule of the second cognitive page, an
 * account and catalogue rows made here. Levels 2 and 3 being refused: access.test.mjs.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { api, eventually, go, listTable, rowsLoaded, rowsOf, screenshot, signInByApi, textOf, USERS } from './lib.mjs';

async function session(account, password) {
  const res = await api('POST', '/login', { body: { account, password } });
  assert.equal(res.json?.statusCode, 200, `sign-in of ${account}: ${res.text}`);
  const token = res.headers.get('x-access-token');
  const second = res.headers.get('access-token');
  const call = async (method, path, body) => {
    const answer = await api(method, path, { token, second, body });
    assert.equal(answer.json?.statusCode, 200, `${method} ${path}: ${answer.text}`);
    return answer.json.data;
  };
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}

/** Opens the log filtered by `query`, expects exactly one entry, expands it; returns its text. */
async function onlyEntry(page, query) {
  await go(page, `/audit-log?${new URLSearchParams(query)}`);
  await rowsLoaded(page);
  await eventually(async () => assert.equal(await rowsOf(page).count(), 1, `one entry for ${JSON.stringify(query)}`));
  const row = rowsOf(page).first();
  const expand = row.getByRole('button', { name: /expand/i });
  if (await expand.count()) {
    await expand.click();
    // The changes load with the row's first expanding.
    await page.locator('.ant-table-expanded-row table.audit-changes').first().waitFor();
  }
  // The list's table comes first; the expanded row holds a table of the changes.
  return textOf(listTable(page).first());
}

test.describe('audit trail', () => {
  test('each kind of write appears once, with actor, row and before → after, and never a password', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const admin = await session(USERS.admin.account, USERS.admin.password);
    const actor = `${USERS.admin.account} (${USERS.admin.name})`;

    // A member's guardian phone.
    const [member] = (await admin.get('/dataMember/page?pageSize=1&sortField=id&sortOrder=descend')).list;
    const phone = member.guardianPhone === '13900009999' ? '13900008888' : '13900009999';
    await admin.post('/dataMember/edit', { id: member.id, guardianPhone: phone });

    // A rule moved up: the second of the second cognitive rule page.
    const [, rule] = await admin.get('/sysCognitiveTrainingRule/list?type=2');
    const moved = await admin.post('/sysCognitiveTrainingRule/reorder', { id: rule.id, direction: 'up' });
    assert.equal(moved.moved, true);

    // Two catalogue rows made here, then deleted in one call.
    const stamp = Date.now().toString(36);
    const rows = [];
    for (const n of [1, 2]) rows.push(await admin.post('/sysWorry/add', { name: `audit-${stamp}-${n}`, sort: 90 + n }));
    await admin.post('/sysWorry/delete', { ids: rows.map((r) => r.id) });

    // A free device bound to a member without one.
    const device = (await admin.get('/dataDevice/list')).find((d) => d.memberId == null && d.status === 1);
    const owner = (await admin.get('/dataMember/list')).find((m) => m.deviceId == null && m.status === 1);
    assert.ok(device && owner, 'the demo data has a free device and a member without one');
    await admin.post('/dataDevice/edit', { id: device.id, memberId: owner.id });

    // An account of its own changes its password; then one sign-in fails.
    const account = `audit_${stamp}`;
    const probe = await admin.post('/dataAccountInfo/add', {
      account,
      name: 'Audit probe',
      password: 'Probe1234',
      isSuperAdmin: 3,
    });
    const own = await session(account, 'Probe1234');
    await own.post('/changePassword', { oldPassword: 'Probe1234', newPassword: 'Secret5678' });
    const failed = await api('POST', '/login', { body: { account, password: 'Wrong0000' } });
    assert.notEqual(failed.json?.statusCode, 200);

    const page = await newPage({ locale: 'en-US' });
    await signInByApi(page, 'admin', '/audit-log');

    let text = await onlyEntry(page, { resource: 'dataMember', rowId: member.id, action: 'edit' });
    assert.ok(text.includes(actor) && text.includes(member.name), text);
    assert.match(text, new RegExp(`Guardian.*${member.guardianPhone}\\s*→\\s*${phone}`));

    text = await onlyEntry(page, { resource: 'sysCognitiveTrainingRule', rowId: rule.id, action: 'reorder' });
    assert.ok(text.includes('Reordered') && text.includes(rule.name), text);
    assert.match(text, new RegExp(`${rule.priority}\\s*→\\s*${moved.priority}`));

    for (const row of rows) {
      text = await onlyEntry(page, { resource: 'sysWorry', rowId: row.id, action: 'delete' });
      assert.ok(text.includes('Deleted') && text.includes(row.name), text);
    }

    text = await onlyEntry(page, { resource: 'dataDevice', rowId: device.id, action: 'bind' });
    // The member is named, not shown as an id.
    assert.ok(text.includes('Bound') && text.includes(device.sn) && text.includes(owner.name), text);

    text = await onlyEntry(page, { resource: 'dataAccountInfo', rowId: probe.id, action: 'password' });
    assert.ok(text.includes('Password changed') && text.includes(`${account} (Audit probe)`), text);
    for (const secret of ['Probe1234', 'Secret5678']) assert.ok(!text.includes(secret), 'no password shown');

    text = await onlyEntry(page, { action: 'signInFailed', actorAccount: account });
    assert.ok(text.includes('Sign-in failed'), text);
    assert.ok(!text.includes('Wrong0000'), 'the password typed is not shown');
  });
});

test.describe('an entry in its details drawer', () => {
  test('a long change reads in the same columns as every other, a URL wrapped within the drawer; on a phone, across the drawer', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const admin = await session(USERS.admin.account, USERS.admin.password);
    const stamp = Date.now().toString(36);
    const row = await admin.post('/sysWorry/add', { name: `audit-long-${stamp}`, description: 'Short.' });
    // A URL has no space to wrap at: laid out by its content, it once made the table 3,962 px wide.
    const after = `https://example.com/${'a-long-path-without-any-space/'.repeat(12)}end`;
    await admin.post('/sysWorry/edit', { id: row.id, description: after });

    const page = await newPage({ locale: 'en-US' });
    await signInByApi(
      page,
      'admin',
      `/audit-log?${new URLSearchParams({ resource: 'sysWorry', rowId: row.id, action: 'edit' })}`,
    );
    await rowsLoaded(page);
    await rowsOf(page)
      .first()
      .getByRole('button', { name: /^Details/ })
      .click();
    // The table of changes nests inside the details' own table: the innermost that holds the text.
    const changes = page.getByRole('dialog').getByRole('table').filter({ hasText: after }).last();
    await changes.waitFor();
    const widths = await changes.evaluate((t) => {
      const cells = [...t.querySelectorAll('tbody tr:first-child > *')];
      const label = cells[0];
      const range = document.createRange();
      range.selectNodeContents(label);
      const drawer = t.closest('[role="dialog"]').getBoundingClientRect();
      return {
        columns: cells.map((c) => c.getBoundingClientRect().width),
        // One line box per line of the label.
        labelLines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
        overflow: t.getBoundingClientRect().right - drawer.right,
        scrolls: t.scrollWidth > t.clientWidth + 1,
      };
    });
    assert.equal(widths.labelLines, 1, 'the field name "Description" is on one line');
    const [label, before, arrow, longText] = widths.columns;
    // Fixed shares: "before" and "after" as wide as each other whatever their lengths, so one
    // entry's columns line up with the next one's.
    assert.ok(Math.abs(longText - before) <= 1, `before and after share alike: ${widths.columns}`);
    assert.ok(arrow < label && label < before + 40, `the field and the arrow take less: ${widths.columns}`);
    assert.ok(widths.overflow <= 0 && !widths.scrolls, `the table stays within the drawer: ${widths.overflow} px past`);

    // On a phone each label stands over its value, so the changes have the drawer's whole width.
    await page.setViewportSize({ width: 390, height: 844 });
    await eventually(async () => {
      const share = await changes.evaluate(
        (t) => t.getBoundingClientRect().width / t.closest('[role="dialog"]').clientWidth,
      );
      assert.ok(share > 0.8, `the changes take ${Math.round(share * 100)} % of the drawer's width`);
    });
    await screenshot(page, 'audit-details-390-en-US');
  });
});
