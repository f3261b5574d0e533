/**
 * One word per idea, the same in every text of a language (docs/glossary.md): the glossary's
 * resource names are the resources' titles in src/locales, and words that read as translations
 * ("Worry", "Animate", "Behaviour") stay out of the English texts, menu labels the product names
 * excepted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import enUS from '@/locales/en-US';
import enFeatures from '@/locales/en-US/features';
import enReport from '@/locales/en-US/report';
import { RESOURCE_TEXTS } from '@/locales/resourceTexts';
import zhCN from '@/locales/zh-CN';
import zhFeatures from '@/locales/zh-CN/features';
import zhReport from '@/locales/zh-CN/report';
import { SETTINGS_PAGES } from '../../config/routes';
import { RESOURCES } from '../../mock/backend/resources';

const en = enUS as Record<string, string>;
const zh = zhCN as Record<string, string>;
const docs = (name: string) => readFileSync(join(__dirname, '../../docs', name), 'utf8');

/** The glossary's table rows: term (without backticks), zh-CN, en-US, meaning. */
function glossary(): { term: string; zh: string; en: string; meaning: string }[] {
  return docs('glossary.md')
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Term') && !l.startsWith('|---'))
    .map((l) => {
      const [term, zhWord, enWord, meaning] = l
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim());
      return { term: term.replace(/`/g, ''), zh: zhWord, en: enWord, meaning };
    });
}

describe('the glossary', () => {
  it('is linked from the catalogues guide', () => {
    expect(docs('catalogues.md')).toContain('(glossary.md)');
  });

  it('names every resource as its title does, in both languages', () => {
    const rows = glossary();
    // Each problem says what to write where: the one who adds a resource may not know the table.
    const problems = Object.entries(RESOURCE_TEXTS).flatMap(([resource, prefix]) => {
      const title = { zh: zh[`${prefix}.title`], en: en[`${prefix}.title`] };
      const row = rows.find((r) => r.term === resource);
      if (!row)
        return [
          `docs/glossary.md, Resources: no row; add | \`${resource}\` | ${title.zh} | ${title.en} | <what one row is> |`,
        ];
      if (row.zh !== title.zh || row.en !== title.en)
        return [`${resource}: the glossary says ${row.zh} / ${row.en}, ${prefix}.title says ${title.zh} / ${title.en}`];
      return row.meaning ? [] : [`${resource}: the glossary's row gives no meaning`];
    });
    expect(problems).toEqual([]);
  });

  it('names every resource in the server\'s messages as it does ("still used by ...", "overlaps ...")', () => {
    const rows = glossary();
    const unlike = RESOURCES.flatMap(({ schema, label }) => {
      const row = rows.find((r) => r.term === schema.name);
      // (The audit log, never named in a refusal, has no row: the glossary is the texts' words.)
      if (!row) return [];
      // In English a resource's name is written mid-sentence, in lower case but for its acronyms.
      const midSentence = row?.en.replace(/^[A-Z][a-z]/, (w) => w.toLowerCase());
      return label.zh === row?.zh && label.en === midSentence ? [] : [[schema.name, label, row?.zh, midSentence]];
    });
    expect(unlike).toEqual([]);
  });
});

describe('the words of the texts', () => {
  it('give the two columns of the audit log, the action recorded and the row buttons, distinct titles', () => {
    expect(zh['audit.action']).not.toBe(zh['common.actions']);
    expect(en['audit.action']).not.toBe(en['common.actions']);
  });

  it("call the parents' concerns 家长困扰 everywhere in Chinese", () => {
    expect(Object.entries(zh).filter(([, v]) => v.includes('烦恼'))).toEqual([]);
    for (const key of [
      'menu.basic-settings.sysWorry',
      'catalogue.page.sysWorry',
      'catalogue.worry.title',
      'catalogue.behaviorDiagnosis.worryId',
      'catalogue.dietaryAdvice.worryId',
      'member.worryIds',
    ])
      expect([key, zh[key]]).toEqual([key, expect.stringContaining('家长困扰')]);
  });

  it("call the assessments and the parents' report by the glossary's words in Chinese, the menu and the pages' titles included", () => {
    const word = (term: string) => glossary().find((r) => r.term === term);
    const cognitive = word('dataMemberScore');
    const behavior = word('dataMemberBehaviorScore');
    const report = word('parent progress report');
    // (The report's and the follow-ups' texts load with their pages, not in the language packs.)
    const zhAll: Record<string, string> = { ...zh, ...zhFeatures, ...zhReport };
    const enAll: Record<string, string> = { ...en, ...enFeatures, ...enReport };
    expect([cognitive?.zh, behavior?.zh, report?.zh]).toEqual(['认知评估', '行为评估', '家长进展报告']);
    for (const key of ['menu.member.member-score', 'memberScore.title'])
      expect([key, zhAll[key]]).toEqual([key, cognitive?.zh]);
    for (const key of [
      'menu.member.member-behavior-score',
      'behavior.pageTitle',
      'member.toBehavior',
      'behavior.title',
    ])
      expect([key, zhAll[key]]).toEqual([key, behavior?.zh]);
    for (const key of ['menu.member.report', 'report.title', 'report.open'])
      expect([key, zhAll[key]]).toEqual([key, report?.zh]);
    expect(zhAll['report.preview']).toContain(report?.zh);
    // No second name for either: an assessment is not a 评分, the report not a 训练进展报告 or a 家长报告.
    expect(Object.entries(zhAll).filter(([, v]) => /评分|训练进展报告|家长报告/.test(v))).toEqual([]);
    // English: the report by the glossary's word (its menu entry is no label of the product's), the
    // behavior page by its title; the menu keeps "Member Score" and "Member Behavior Score".
    expect(enAll['report.title']).toBe(report?.en);
    expect(enAll['report.open']).toBe(report?.en);
    expect(en['menu.member.report']).toBe('Parent Progress Report');
    // (A page's title in Title Case, as the menu's labels are: docs/glossary.md.)
    expect(en['behavior.pageTitle'].toLowerCase()).toBe(`${behavior?.en}s`.toLowerCase());
  });

  it("label the assessments' totals with what they are and their scale, as the glossary does, wherever they show", () => {
    const word = (term: string) => glossary().find((r) => r.term === term);
    const zhAll: Record<string, string> = { ...zh, ...zhReport };
    const enAll: Record<string, string> = { ...en, ...enReport };
    // Cognitive: the mean of the five abilities (mock/backend), on its list, chart, the profile and the report.
    const cognitive = word('cognitive total');
    expect([cognitive?.zh, cognitive?.en]).toEqual(['总分（五项平均，0-100）', 'Total (mean of the five, 0-100)']);
    for (const key of ['memberScore.total', 'report.total']) {
      expect([key, zhAll[key]]).toEqual([key, cognitive?.zh]);
      expect([key, enAll[key]]).toEqual([key, cognitive?.en]);
    }
    for (const key of ['memberScore.totalOf', 'profile.totalOverTime', 'report.trend']) {
      expect([key, zhAll[key]]).toEqual([key, expect.stringMatching(/总分变化.*（五项平均，0-100）$/)]);
      expect([key, enAll[key]]).toEqual([
        key,
        expect.stringMatching(/^Total .*over time \(mean of the five, 0-100\)$/),
      ]);
    }
    // Behavior: a percentage of the diagnoses' maximum scores, not their sum.
    const behavior = word('behavior total');
    expect([behavior?.zh, behavior?.en]).toEqual(['总分（0-100）', 'Total score (0-100)']);
    for (const key of ['behavior.totalScore', 'report.behaviorTotal']) {
      expect([key, zhAll[key]]).toEqual([key, behavior?.zh]);
      expect([key, enAll[key]]).toEqual([key, behavior?.en]);
    }
    expect([zh['behavior.trend'], en['behavior.trend']]).toEqual([
      '总分变化趋势（0-100）',
      'Total score over time (0-100)',
    ]);
    // No total labelled bare anywhere.
    expect(
      Object.entries(zhAll).filter(([, v]) => v === '总分' || v.endsWith('总分变化') || v.endsWith('总分变化趋势')),
    ).toEqual([]);
  });

  it("write a cycle's number as Home and the report do, and a duration with its unit", () => {
    const word = (term: string) => glossary().find((r) => r.term === term);
    expect([word('cycle number')?.zh, word('cycle number')?.en]).toEqual(['第 1 期', 'Cycle 1']);
    expect([zh['cycle.numbered'], en['cycle.numbered']]).toEqual(['第 {no} 期', 'Cycle {no}']);
    expect(zh['home.needs.cycleEnding.item']).toContain(zh['cycle.numbered']);
    expect(zhReport['report.cycleValue']).toContain(zh['cycle.numbered']);
    expect(enReport['report.cycleValue']).toContain(en['cycle.numbered']);
    const duration = word('duration (training record)');
    expect([zh['record.durationSec'], en['record.durationSec']]).toEqual([duration?.zh, duration?.en]);
  });

  it("title the cycle page's window by the glossary's word in Chinese, as its heading does; English keeps the product's menu label", () => {
    const cycle = glossary().find((r) => r.term === 'dataMemberTrainingCycle');
    expect(zh['menu.member.member-training-cycle']).toBe(cycle?.zh);
    expect(zh['cycle.pageTitle']).toBe(cycle?.zh);
    expect(en['menu.member.member-training-cycle']).toBe('Member Training Cycle');
  });

  it("title Home's score-group chart by the score group and the period chosen, not a 周期 (a training cycle)", () => {
    expect(zh['home.scoreGroups.chart']).toBe('所选时段内评估的分数组分布');
    expect(zh['home.scoreGroups.group']).toBe(zh['catalogue.scoreGroup.title']);
    expect(en['home.scoreGroups.group']).toBe(en['catalogue.scoreGroup.title']);
    expect(Object.entries(zh).filter(([, v]) => v.includes('分数段'))).toEqual([]);
  });

  it('use no translated-sounding English outside the menu labels the product names', () => {
    const foreign = /\b(Worry|Worries|Animate|Efficient Operation|Behaviour|Colour)\b/;
    const bad = Object.entries(en).filter(([k, v]) => !k.startsWith('menu.') && foreign.test(v));
    expect(bad).toEqual([]);
    for (const key of ['catalogue.band.title', 'catalogue.neuroTrainingFeedbackAutoRule.bandId', 'cycle.bandId'])
      expect([key, en[key]]).toEqual([key, 'EEG band']);
  });

  it("title every settings page in the clinic's words, in both languages", () => {
    for (const page of SETTINGS_PAGES) {
      const key = `catalogue.page.${page.replace('/', '-')}`;
      expect([key, Boolean(en[key]), Boolean(zh[key])]).toEqual([key, true, true]);
    }
    expect(en['catalogue.page.sysWorry']).toBe('Parent Concerns');
    expect(en['catalogue.page.animate']).toBe('Animations');
    expect(en['catalogue.page.band']).toBe('EEG Bands');
    expect(en['catalogue.page.efficient-operation']).toBe('Homework Efficiency Tips');
  });
});
