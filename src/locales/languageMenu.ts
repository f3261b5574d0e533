/**
 * The language menu's catalogue: about fifty locales with their label, flag and window title. The
 * menu shows the ones the console has translations for (AVAILABLE_LOCALES in ./catalogue.ts), by
 * label and a text badge (`languageBadge`), not by flag.
 */
export interface LocaleEntry {
  /** Language and country, e.g. lv-LV. */
  lang: string;
  /** The language's name for itself, e.g. Latviešu. */
  label: string;
  /** Flag of the country in `lang`: its two regional-indicator letters, e.g. 🇱🇻 for LV. */
  icon: string;
  /** "Language" in that language, e.g. Valoda. */
  title: string;
}

export const LOCALE_CATALOGUE: readonly LocaleEntry[] = [
  { lang: 'ar-EG', label: 'العربية', icon: '🇪🇬', title: 'لغة' },
  { lang: 'az-AZ', label: 'Azərbaycan', icon: '🇦🇿', title: 'Dil' },
  { lang: 'bg-BG', label: 'Български', icon: '🇧🇬', title: 'Език' },
  { lang: 'bn-BD', label: 'বাংলা', icon: '🇧🇩', title: 'ভাষা' },
  { lang: 'ca-ES', label: 'Català', icon: '🇪🇸', title: 'Llengua' },
  { lang: 'cs-CZ', label: 'Čeština', icon: '🇨🇿', title: 'Jazyk' },
  { lang: 'da-DK', label: 'Dansk', icon: '🇩🇰', title: 'Sprog' },
  { lang: 'de-DE', label: 'Deutsch', icon: '🇩🇪', title: 'Sprache' },
  { lang: 'el-GR', label: 'Ελληνικά', icon: '🇬🇷', title: 'Γλώσσα' },
  { lang: 'en-GB', label: 'English', icon: '🇬🇧', title: 'Language' },
  { lang: 'en-US', label: 'English', icon: '🇺🇸', title: 'Language' },
  { lang: 'es-ES', label: 'Español', icon: '🇪🇸', title: 'Idioma' },
  { lang: 'et-EE', label: 'Eesti', icon: '🇪🇪', title: 'Keel' },
  { lang: 'fa-IR', label: 'فارسی', icon: '🇮🇷', title: 'زبان' },
  { lang: 'fi-FI', label: 'Suomi', icon: '🇫🇮', title: 'Kieli' },
  { lang: 'fr-BE', label: 'Français', icon: '🇧🇪', title: 'Langue' },
  { lang: 'fr-FR', label: 'Français', icon: '🇫🇷', title: 'Langue' },
  { lang: 'ga-IE', label: 'Gaeilge', icon: '🇮🇪', title: 'Teanga' },
  { lang: 'he-IL', label: 'עברית', icon: '🇮🇱', title: 'שפה' },
  { lang: 'hi-IN', label: 'हिन्दी', icon: '🇮🇳', title: 'भाषा' },
  { lang: 'hr-HR', label: 'Hrvatski', icon: '🇭🇷', title: 'Jezik' },
  { lang: 'hu-HU', label: 'Magyar', icon: '🇭🇺', title: 'Nyelv' },
  { lang: 'hy-AM', label: 'Հայերեն', icon: '🇦🇲', title: 'Լեզու' },
  { lang: 'id-ID', label: 'Bahasa Indonesia', icon: '🇮🇩', title: 'Bahasa' },
  { lang: 'is-IS', label: 'Íslenska', icon: '🇮🇸', title: 'Tungumál' },
  { lang: 'it-IT', label: 'Italiano', icon: '🇮🇹', title: 'Lingua' },
  { lang: 'ja-JP', label: '日本語', icon: '🇯🇵', title: '言語' },
  { lang: 'kn-IN', label: 'ಕನ್ನಡ', icon: '🇮🇳', title: 'ಭಾಷೆ' },
  { lang: 'ko-KR', label: '한국어', icon: '🇰🇷', title: '언어' },
  { lang: 'ku-IQ', label: 'کوردی', icon: '🇮🇶', title: 'زمان' },
  { lang: 'lv-LV', label: 'Latviešu', icon: '🇱🇻', title: 'Valoda' },
  { lang: 'mk-MK', label: 'Македонски', icon: '🇲🇰', title: 'Јазик' },
  { lang: 'mn-MN', label: 'Монгол', icon: '🇲🇳', title: 'Хэл' },
  { lang: 'ms-MY', label: 'Bahasa Melayu', icon: '🇲🇾', title: 'Bahasa' },
  { lang: 'nb-NO', label: 'Norsk bokmål', icon: '🇳🇴', title: 'Språk' },
  { lang: 'ne-NP', label: 'नेपाली', icon: '🇳🇵', title: 'भाषा' },
  { lang: 'nl-BE', label: 'Nederlands', icon: '🇧🇪', title: 'Taal' },
  { lang: 'nl-NL', label: 'Nederlands', icon: '🇳🇱', title: 'Taal' },
  { lang: 'pl-PL', label: 'Polski', icon: '🇵🇱', title: 'Język' },
  { lang: 'pt-BR', label: 'Português', icon: '🇧🇷', title: 'Idioma' },
  { lang: 'pt-PT', label: 'Português', icon: '🇵🇹', title: 'Idioma' },
  { lang: 'ro-RO', label: 'Română', icon: '🇷🇴', title: 'Limbă' },
  { lang: 'ru-RU', label: 'Русский', icon: '🇷🇺', title: 'Язык' },
  { lang: 'sk-SK', label: 'Slovenčina', icon: '🇸🇰', title: 'Jazyk' },
  { lang: 'sl-SI', label: 'Slovenščina', icon: '🇸🇮', title: 'Jezik' },
  { lang: 'sr-RS', label: 'Српски', icon: '🇷🇸', title: 'Језик' },
  { lang: 'sv-SE', label: 'Svenska', icon: '🇸🇪', title: 'Språk' },
  { lang: 'ta-IN', label: 'தமிழ்', icon: '🇮🇳', title: 'மொழி' },
  { lang: 'th-TH', label: 'ไทย', icon: '🇹🇭', title: 'ภาษา' },
  { lang: 'tr-TR', label: 'Türkçe', icon: '🇹🇷', title: 'Dil' },
  { lang: 'uk-UA', label: 'Українська', icon: '🇺🇦', title: 'Мова' },
  { lang: 'vi-VN', label: 'Tiếng Việt', icon: '🇻🇳', title: 'Ngôn ngữ' },
  { lang: 'zh-CN', label: '简体中文', icon: '🇨🇳', title: '语言' },
  { lang: 'zh-TW', label: '繁體中文', icon: '🇹🇼', title: '語言' },
];

/** Catalogue entries for the locales that have translations, in the given order. */
export function menuLocales(available: readonly string[]): LocaleEntry[] {
  return available
    .map(
      (lang) => LOCALE_CATALOGUE.find((e) => e.lang === lang) ?? { lang, label: lang, icon: '🌐', title: 'Language' },
    )
    .sort((a, b) => a.lang.localeCompare(b.lang));
}

/** Short marks of the languages that are not told by their code: the Chinese scripts. */
const BADGES: Readonly<Record<string, string>> = { 'zh-CN': '中', 'zh-TW': '繁' };

/**
 * The short text mark of a language in the menu ("EN", "DE", "中"), shown beside its name in
 * place of the flag: a flag emoji renders as an empty box where the system has no colour emoji
 * font, and a flag names a country, not a language.
 */
export function languageBadge(lang: string): string {
  return BADGES[lang] ?? lang.split('-')[0].toUpperCase();
}
