import enImport from '@/locales/en-US/memberImport';
import type { OwnTextSet } from '@/locales/OwnTexts';
import zhImport from '@/locales/zh-CN/memberImport';

/** The import and bulk dialogs' texts: they load with the dialogs (OwnTexts), not with every page. */
export const MEMBER_IMPORT_TEXTS: OwnTextSet = { 'en-US': enImport, 'zh-CN': zhImport };
