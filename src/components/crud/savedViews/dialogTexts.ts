import enDialogs from '@/locales/en-US/savedViewDialogs';
import type { OwnTextSet } from '@/locales/OwnTexts';
import zhDialogs from '@/locales/zh-CN/savedViewDialogs';

/** The save and manage dialogs' texts: loaded with the dialogs, not with every list. */
export const SAVED_VIEW_DIALOG_TEXTS: OwnTextSet = { 'en-US': enDialogs, 'zh-CN': zhDialogs };
