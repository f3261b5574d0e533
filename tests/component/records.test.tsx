import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TrainingRecordPage from '@/pages/TrainingRecord';
import { getBackend } from '../msw';
import { renderPage } from './memberHelpers';

describe('/training-record', () => {
  it("filters by the member in the URL and exports exactly that member's records as CSV", async () => {
    const db = getBackend().db;
    const member = db.table('dataMember').get(12);
    const mine = db
      .table('dataTrainingRecord')
      .all()
      .filter((r) => r.userId === 12);
    expect(mine.length).toBeGreaterThan(10); // more than one page

    let blob: Blob | undefined;
    const create = jest.fn((b: Blob) => {
      blob = b;
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderPage(<TrainingRecordPage />, { who: 'admin', path: '/training-record?userId=12' });
    await waitFor(() => expect(screen.getAllByRole('link', { name: member?.name as string }).length).toBe(10), {
      timeout: 20000,
    });
    // No add / edit on a read-only resource; delete stays for level 1.
    expect(screen.queryByRole('button', { name: /New/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Edit')).not.toBeInTheDocument();
    expect(screen.getAllByText('Delete').length).toBe(10);

    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalled(), { timeout: 10000 });
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM for Excel
    const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Record no\.,Start time,Member,Member no\.,Type,/);
    expect(lines).toHaveLength(mine.length + 1);
    for (const line of lines.slice(1)) expect(line).toContain(`,${member?.name},12,`);
    click.mockRestore();
  });
});
