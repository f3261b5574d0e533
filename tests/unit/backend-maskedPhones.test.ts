/** @jest-environment node */
/**
 * Phone numbers of the levels that see them masked (docs/product-rules.md, access levels) are
 * masked by the server, in every answer that holds one, and their search reveals no digit: only
 * the whole number finds its row. Level 1 sees and searches them whole.
 */
import { type Backend, createBackend } from '../../mock/backend';
import { maskPhone, phonesMasked } from '../../src/schema/phone';
import { type Loose, signInAs } from './backendSession';

/** Every run of 11 digits starting with 1 in an answer: an unmasked mobile number. */
const wholePhones = (answer: unknown) => JSON.stringify(answer).match(/(?<!\d)1\d{10}(?!\d)/g) ?? [];

describe('masked phones', () => {
  let backend: Backend;
  let viewer: ReturnType<typeof signInAs>;
  let admin: ReturnType<typeof signInAs>;
  let child: Loose;

  beforeAll(() => {
    backend = createBackend();
    viewer = signInAs(backend, 'viewer');
    admin = signInAs(backend, 'admin');
    child = backend.db.table('dataMember').get(7);
  });

  it('is the rule of every level but the one that writes', () => {
    expect([1, 2, 3].map(phonesMasked)).toEqual([false, true, true]);
    expect(maskPhone('13812341234')).toBe('138****1234');
    // A number masked already stays as it is: the console masks what a server did not.
    expect(maskPhone('138****1234')).toBe('138****1234');
  });

  it('gives the viewer no whole number in any answer', () => {
    const answers = [
      viewer.get('/dataMember/page', { pageSize: '2000' }),
      viewer.get('/dataMember/list'),
      viewer.get('/dataMember/detail', { id: String(child.id) }),
      viewer.get('/dataMember/page', { current: '1', pageSize: '2000', sortField: 'name', sortOrder: 'ascend' }),
      viewer.get('/dataAccountInfo/page'),
      viewer.get('/dashboard/overview', { weeks: '26' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(wholePhones(answer)).toEqual([]);
    }
    expect(viewer.get('/dataMember/detail', { id: String(child.id) }).data.guardianPhone).toBe(
      maskPhone(child.guardianPhone),
    );
    // The audit log, whose changes hold phones, is not the viewer's to read at all.
    expect(viewer.call('GET', '/auditLog/page').status).toBe(403);
  });

  it("finds the viewer's child by the whole number only", () => {
    const phone = String(child.guardianPhone);
    const search = (guardianPhone: string) =>
      viewer.get('/dataMember/page', { guardianPhone, pageSize: '2000' }).data.list.map((m: Loose) => m.id);
    expect(search(phone.slice(0, 7))).toEqual([]);
    expect(search(phone.slice(3))).toEqual([]);
    expect(viewer.get('/dataMember/list', { guardianPhone: phone.slice(0, 5) }).data).toEqual([]);
    expect(search(phone)).toEqual([child.id]);
    // No ordering by the hidden digits either: the list keeps its default order.
    const byPhone = viewer.get('/dataMember/page', { sortField: 'guardianPhone', sortOrder: 'ascend' }).data.list;
    expect(byPhone.map((m: Loose) => m.id)).toEqual(viewer.get('/dataMember/page').data.list.map((m: Loose) => m.id));
  });

  it('gives level 1 whole numbers and part-number search', () => {
    const phone = String(child.guardianPhone);
    expect(admin.get('/dataMember/detail', { id: String(child.id) }).data.guardianPhone).toBe(phone);
    const found = admin.get('/dataMember/page', { guardianPhone: phone.slice(2, 9), pageSize: '2000' }).data.list;
    expect(found.map((m: Loose) => m.id)).toContain(child.id);
    // The viewer's part-number search, kept by the server, does not leak into level 1's answer or back.
    expect(viewer.get('/dataMember/page', { guardianPhone: phone.slice(2, 9) }).data.total).toBe(0);
  });
});
