import type { Translate } from '@/locales/useT';

/** A list page's URL with its filters, as the list reads them (src/components/crud/tableUrl.ts). */
export const listUrl = (path: string, filters: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString()}`;

/** What a figure's link is called: the figure's name and value (as shown), then where it leads. */
export const figureLinkName = (t: Translate, title: string, value: string) => t('home.figureLink', { title, value });
