/**
 * The packs of the newer parts (src/locales/features.ts: live status and follow-ups, the report)
 * have the same keys and placeholders in both languages, none in common, and none that the base
 * pack has (they are merged into it, and would silently replace a text).
 */
import enUS from '@/locales/en-US';
import enFeatures from '@/locales/en-US/features';
import enReport from '@/locales/en-US/report';
import zhCN from '@/locales/zh-CN';
import zhFeatures from '@/locales/zh-CN/features';
import zhReport from '@/locales/zh-CN/report';

const en = { ...enFeatures, ...enReport } as Record<string, string>;
const zh = { ...zhFeatures, ...zhReport } as Record<string, string>;
const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();

describe('the feature texts', () => {
  it('have the same keys and placeholders in both languages, each text written', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of Object.entries(en)) {
      expect([k, vars(v)]).toEqual([k, vars(zh[k])]);
      expect([k, v.trim().length > 0, zh[k].trim().length > 0]).toEqual([k, true, true]);
    }
  });

  it('share no key, and add to the base pack without replacing any of its texts', () => {
    expect(Object.keys(enFeatures).filter((k) => k in enReport)).toEqual([]);
    const base = new Set([...Object.keys(enUS), ...Object.keys(zhCN)]);
    expect(Object.keys(en).filter((k) => base.has(k))).toEqual([]);
  });

  it('use the glossary words: 会员 for a member, 监护人 for a guardian, 设备 for a headband', () => {
    expect(Object.values(zh).filter((v) => /孩子|家长电话|头环/.test(v))).toEqual([]);
    expect(Object.values(en).filter((v) => /\bheadsets?\b|\bchild's parent\b/i.test(v))).toEqual([]);
  });
});
