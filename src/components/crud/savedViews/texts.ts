import enViews from '@/locales/en-US/savedView';
import type { OwnTextSet } from '@/locales/OwnTexts';
import zhViews from '@/locales/zh-CN/savedView';

/** The saved views' texts, carried by the list pages (OwnTexts), not by the sign-in page. */
export const SAVED_VIEW_TEXTS: OwnTextSet = { 'en-US': enViews, 'zh-CN': zhViews };
