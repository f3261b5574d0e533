/** @jest-environment node */
/**
 * Lists sorted by a text field (sortField=name...) follow the reader's language, as a person would
 * look a name up: pinyin order for zh-CN (阿 白 陈 张 赵), English order otherwise (alice Bob
 * carol Émile zed), not the order of the characters' code points.
 */
import { type Backend, createBackend } from '../../mock/backend';
import { type Loose, signIn } from './backendSession';

const CHINESE = ['张测', '赵测', '阿测', '陈测', '白测'];
const LATIN = ['zed test', 'Émile test', 'carol test', 'Bob test', 'alice test'];

describe('sorting by a name', () => {
  let backend: Backend;
  const as = (lang: string) => signIn(backend, 'admin', 'Admin@123', { 'accept-language': lang });

  beforeAll(() => {
    backend = createBackend();
    const admin = as('zh-CN');
    const gradeId = admin.get('/sysGrade/list').data[2].id;
    for (const [i, name] of [...CHINESE, ...LATIN].entries()) {
      const added = admin.post('/dataMember/add', {
        name,
        gender: 1,
        birthday: '2016-05-01',
        gradeId,
        guardianName: '家长',
        guardianPhone: `1390000${String(1000 + i)}`,
        worryIds: [],
      });
      expect(added.statusCode).toBe(200);
    }
  });

  const names = (lang: string, like: string, sortOrder = 'ascend') =>
    as(lang)
      .get('/dataMember/page', { name: like, sortField: 'name', sortOrder })
      .data.list.map((m: Loose) => m.name);

  it('is pinyin order in Chinese', () => {
    expect(names('zh-CN', '测')).toEqual(['阿测', '白测', '陈测', '张测', '赵测']);
    expect(names('zh-CN', '测', 'descend')).toEqual(['赵测', '张测', '陈测', '白测', '阿测']);
    expect(
      as('zh-CN')
        .get('/dataMember/list', { name: '测', sortField: 'name' })
        .data.map((m: Loose) => m.name),
    ).toEqual(['阿测', '白测', '陈测', '张测', '赵测']);
  });

  it('is English order in English, and without a language', () => {
    expect(names('en-US', 'test')).toEqual(['alice test', 'Bob test', 'carol test', 'Émile test', 'zed test']);
    expect(names('', 'test')).toEqual(['alice test', 'Bob test', 'carol test', 'Émile test', 'zed test']);
  });

  it('orders a whole list, page after page, in the same order', () => {
    const page = (current: number) =>
      as('zh-CN')
        .get('/dataMember/page', { sortField: 'name', sortOrder: 'ascend', pageSize: '50', current: String(current) })
        .data.list.map((m: Loose) => m.name);
    const all = [1, 2, 3, 4, 5].flatMap(page);
    expect(all.length).toBe(backend.db.table('dataMember').size);
    const collator = new Intl.Collator('zh-CN');
    for (let i = 1; i < all.length; i += 1)
      expect([all[i - 1], collator.compare(all[i - 1], all[i]) <= 0]).toEqual([all[i - 1], true]);
  });
});
