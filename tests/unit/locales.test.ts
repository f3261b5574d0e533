import { defaultLocale, textDirection } from '@/locales/catalogue';
import enApp from '@/locales/en-US';
import enApiDocs from '@/locales/en-US/apiDocs';
import { inSentence } from '@/locales/inSentence';
import { LOCALE_CATALOGUE, languageBadge, menuLocales } from '@/locales/languageMenu';
import zhApp from '@/locales/zh-CN';
import zhApiDocs from '@/locales/zh-CN/apiDocs';

// The API contract page's texts load with that page, not in the language packs: checked as one here.
const enUS: Record<string, string> = { ...enApp, ...enApiDocs };
const zhCN: Record<string, string> = { ...zhApp, ...zhApiDocs };

describe('locale files', () => {
  it('have the same keys in both languages', () => {
    const en = Object.keys(enUS).sort();
    const zh = Object.keys(zhCN).sort();
    const missing = {
      'missing in src/locales/zh-CN': en.filter((k) => !zh.includes(k)),
      'missing in src/locales/en-US': zh.filter((k) => !en.includes(k)),
    };
    expect(missing).toEqual({ 'missing in src/locales/zh-CN': [], 'missing in src/locales/en-US': [] });
  });

  it('have no empty text', () => {
    for (const messages of [enUS, zhCN])
      for (const [k, v] of Object.entries(messages)) expect([k, String(v).trim().length > 0]).toEqual([k, true]);
  });

  it('keep placeholders the same across languages', () => {
    const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();
    // A text in one language only is the test above's to name.
    for (const [k, v] of Object.entries(enUS))
      if (k in zhCN) expect([k, vars(v)]).toEqual([k, vars((zhCN as Record<string, string>)[k])]);
  });

  it('write English menu labels as words, not code identifiers (no "GradeGroup")', () => {
    const joined = Object.entries(enUS).filter(([k, v]) => k.startsWith('menu.') && /[a-z][A-Z]/.test(v));
    expect(joined).toEqual([]);
  });

  it('label every menu entry the product names', () => {
    const labels = [
      'Login',
      'Home',
      'Training Record',
      'Account Management',
      'Audit Log',
      'Device Management',
      'Basic Settings',
      'Member Management',
      'Animate Config',
      'Grade Management',
      'Account Center',
      'Account Settings',
      'Trigger Error',
      'Logout',
      'Worry Management',
      'Behavior Diagnosis',
      'Grade',
      'Grade Group',
      'Score Group',
      'Cognitive Training 1',
      'Cognitive Training 2',
      'Cognitive Training Rule 1',
      'Cognitive Training Rule 2',
      'Animate',
      'Music',
      'Band',
      'Brain Relax',
      'Dietary Advice',
      'Parent Adviser',
      'Parent-Child Training',
      'Parent-Child Training Auto Rule',
      'Efficient Operation',
      'Neuro Training Feedback',
      'Neuro Training Feedback Auto Rule',
      'Member',
      'Member Score',
      'Member Behavior Score',
      'Member Training Cycle',
      'Animate Management',
      'Animate Behavior Type',
    ];
    // (A no-break space, which keeps a number with its word, reads as a space.)
    const menuTexts = Object.entries(enUS)
      .filter(([k]) => k.startsWith('menu.'))
      .map(([, v]) => v.replace(/\s/g, ' '));
    expect(labels.filter((l) => !menuTexts.includes(l))).toEqual([]);
  });
});

describe('locale catalogue', () => {
  it('covers about fifty locales, each with label, flag and title', () => {
    expect(LOCALE_CATALOGUE.length).toBeGreaterThanOrEqual(45);
    for (const e of LOCALE_CATALOGUE) expect(e.label && e.icon && e.title).toBeTruthy();
  });

  it('names each locale once, as language-COUNTRY', () => {
    const codes = LOCALE_CATALOGUE.map((e) => e.lang);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
  });

  /** The flag emoji of a country code: its two letters as regional indicator symbols (LV -> 🇱🇻). */
  const flagOf = (country: string) =>
    String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 'A'.charCodeAt(0)));

  it.each(LOCALE_CATALOGUE.map((e) => [e.lang, e.icon]))("%s shows its country's flag", (lang, icon) => {
    expect(icon).toBe(flagOf(lang.split('-')[1]));
  });

  it('labels and titles carry no stray spaces or direction marks', () => {
    for (const e of LOCALE_CATALOGUE)
      for (const text of [e.label, e.title])
        expect([e.lang, text]).toEqual([e.lang, text.replace(/[\u200e\u200f]/g, '').trim()]);
  });

  it.each([
    ['lv-LV', 'Latviešu', 'Valoda'],
    ['sr-RS', 'Српски', 'Језик'],
    ['nl-NL', 'Nederlands', 'Taal'],
    ['zh-TW', '繁體中文', '語言'],
  ])('%s is called %s, with the title %s', (lang, label, title) => {
    expect(LOCALE_CATALOGUE.find((e) => e.lang === lang)).toMatchObject({ label, title });
  });

  it('marks each language in the menu with a short text badge, never an emoji', () => {
    expect(languageBadge('en-US')).toBe('EN');
    expect(languageBadge('zh-CN')).toBe('中');
    expect(languageBadge('zh-TW')).toBe('繁');
    expect(languageBadge('de-DE')).toBe('DE');
    for (const e of LOCALE_CATALOGUE)
      expect([e.lang, languageBadge(e.lang)]).toEqual([e.lang, expect.stringMatching(/^(\p{Lu}{2}|\p{Script=Han})$/u)]);
  });

  it('offers in the menu only the languages that have translations', () => {
    expect(menuLocales(['zh-CN', 'en-US']).map((e) => e.lang)).toEqual(['en-US', 'zh-CN']);
  });

  it.each([
    ['he-IL', 'rtl'],
    ['ar-EG', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ku-IQ', 'rtl'],
    ['en-US', 'ltr'],
    ['zh-CN', 'ltr'],
  ])('%s is written %s', (lang, dir) => {
    expect(textDirection(lang)).toBe(dir);
  });

  it('defaults to the stored choice, then the browser language, then zh-CN', () => {
    const available = ['zh-CN', 'en-US'];
    expect(defaultLocale('en-US', 'zh-CN', available)).toBe('en-US');
    expect(defaultLocale(null, 'en-GB', available)).toBe('en-US');
    expect(defaultLocale(null, 'fr-FR', available)).toBe('zh-CN');
    expect(defaultLocale('xx-XX', undefined, available)).toBe('zh-CN');
    // A stored choice of a language is kept over the browser's, as the browser's own is read.
    expect(defaultLocale('en-GB', 'zh-CN', available)).toBe('en-US');
    expect(defaultLocale('zh-TW', 'en-US', available)).toBe('zh-CN');
  });
});

describe('a resource title inside a sentence ("New {what}")', () => {
  it('starts in lower case, unless it starts with an abbreviation or has no letter case', () => {
    expect(inSentence('Training cycle')).toBe('training cycle');
    expect(inSentence('Member')).toBe('member');
    expect(inSentence('EEG band')).toBe('EEG band');
    expect(inSentence('训练周期')).toBe('训练周期');
    expect(inSentence('')).toBe('');
  });
});
