import enTools from '@/locales/en-US/memberTools';
import type { OwnTextSet } from '@/locales/OwnTexts';
import zhTools from '@/locales/zh-CN/memberTools';

/** The member list's own buttons and its audit entries' words, carried by the pages that show them. */
export const MEMBER_TOOLS_TEXTS: OwnTextSet = { 'en-US': enTools, 'zh-CN': zhTools };
