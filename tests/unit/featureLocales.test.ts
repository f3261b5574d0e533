/**
 * The feature pack (live device status, follow-ups, parent report: src/locales/<lang>/features.ts)
 * has the same keys and placeholders in both languages, and none that the base pack has (it is
 * merged into it, and would silently replace a text).
 */
import enUS from '@/locales/en-US';
import enFeatures from '@/locales/en-US/features';
import zhCN from '@/locales/zh-CN';
import zhFeatures from '@/locales/zh-CN/features';

const en = enFeatures as Record<string, string>;
const zh = zhFeatures as Record<string, string>;
const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();

describe('the feature texts', () => {
  it('have the same keys and placeholders in both languages, each text written', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of Object.entries(en)) {
      expect([k, vars(v)]).toEqual([k, vars(zh[k])]);
      expect([k, v.trim().length > 0, zh[k].trim().length > 0]).toEqual([k, true, true]);
    }
  });

  it('add to the base pack without replacing any of its texts', () => {
    const base = new Set([...Object.keys(enUS), ...Object.keys(zhCN)]);
    expect(Object.keys(en).filter((k) => base.has(k))).toEqual([]);
  });

  it('use the glossary words: 会员 for a member, 监护人 for a guardian, 设备 for a headband', () => {
    expect(Object.values(zh).filter((v) => /孩子|家长电话|头环/.test(v))).toEqual([]);
    expect(Object.values(en).filter((v) => /\bheadsets?\b|\bchild's parent\b/i.test(v))).toEqual([]);
  });
});
