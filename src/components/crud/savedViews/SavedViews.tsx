import { DownOutlined } from '@ant-design/icons';
import { history, useLocation } from '@umijs/max';
import { Button, Dropdown, type MenuProps } from 'antd';
import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { backToMenuButton } from '@/components/dialogFocus';
import LazyDialog from '@/components/LazyDialog';
import { useFeedback } from '@/components/useFeedback';
import OwnTexts from '@/locales/OwnTexts';
import { useT } from '@/locales/useT';
import { useApiQuery } from '@/services/query';
import { type SavedView, savedViewQuery } from '@/services/savedView';
import { lazyComponent } from '@/utils/lazyComponent';
import { readTableUrl, sameView, type TableUrlState } from '../tableUrl';
import { SAVED_VIEW_TEXTS } from './texts';

// The save and manage dialogs load when first opened: a list's first visit carries only the menu.
const ViewDialogs = lazyComponent(() => import('./ViewDialogs'));

export interface SavedViewsProps {
  /** Which list: its route path. */
  list: string;
  /** The one writer of the list's URL (useListUrl's `show`). */
  show: (next: TableUrlState) => void;
  /** Where the list keeps its column settings (localStorage; useColumnSettings, ProTable's old key). */
  columnsKey: string;
  /** After a view's columns are stored: the table takes them up (it reads them when it mounts). */
  onColumns: () => void;
  /** Which dialog is open (useViewDialogs, held by the list). */
  dialogs: ViewDialogState;
}

export interface ViewDialogState {
  which?: 'save' | 'manage';
  /** How many times one was opened (each opening starts afresh). */
  opened: number;
  open: (which?: 'save' | 'manage') => void;
}

/**
 * The save and manage dialogs' state, held by the list rather than by the menu: the menu sits in
 * the table, which mounts afresh when the screen crosses the phone's width, and an open dialog
 * stays open through that.
 */
export function useViewDialogs(): ViewDialogState {
  const [which, setWhich] = useState<'save' | 'manage'>();
  const [opened, setOpened] = useState(0);
  const open = useCallback((next?: 'save' | 'manage') => {
    if (next) setOpened((n) => n + 1);
    setWhich(next);
  }, []);
  return { which, opened, open };
}

/** The column settings the list keeps now (useColumnSettings), or null for the list's own. */
export function storedColumns(key: string): Record<string, unknown> | null {
  try {
    const text = window.localStorage.getItem(key);
    const value = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** The columns a column setting hides, as one text to compare (none for the list's own). */
const hiddenIn = (columns: Record<string, unknown> | null): string =>
  Object.entries(columns ?? {})
    .filter(([, c]) => (c as { show?: boolean } | null)?.show === false)
    .map(([key]) => key)
    .sort()
    .join();

/**
 * "Views" beside a list: the user's saved views of this list (kept by the server, so they follow
 * the user to another browser); choosing one writes its filters, sort and paging to the URL
 * through the list's one URL writer, and its columns to the list's column settings.
 */
export default function SavedViews(props: SavedViewsProps) {
  return (
    <OwnTexts texts={SAVED_VIEW_TEXTS}>
      <ViewsMenu {...props} />
    </OwnTexts>
  );
}

/** Writes a view to the list: its columns to the list's column settings, its query through `show`. */
function applyView(
  v: SavedView,
  { show, columnsKey, onColumns }: Pick<SavedViewsProps, 'show' | 'columnsKey' | 'onColumns'>,
) {
  if (v.columns) window.localStorage.setItem(columnsKey, JSON.stringify(v.columns));
  else window.localStorage.removeItem(columnsKey);
  show(readTableUrl(`?${v.query}`));
  onColumns();
}

/**
 * The user's default view, applied once per opening of the list at its bare path. Called by the
 * list itself: the menu sits in the table's toolbar, which mounts afresh when a view is applied,
 * so it cannot remember what it did. Returns whether the list must hold its rows back: a bare
 * opening shows no rows until the user's views are known, and none until their default view is
 * applied, so that the list's own first page never flashes up before the view the user chose.
 */
export function useDefaultView(props: SavedViewsProps & { openedBare: boolean; openedKey: number }): boolean {
  const { list, openedBare, openedKey } = props;
  const views = useApiQuery({ ...savedViewQuery(list), enabled: openedBare });
  const done = useRef<number>();
  // State, not the ref: the render that lets the rows be read must be the one that carries the
  // view's query (a render in between, forced by the router's store, still has the bare one).
  const [appliedAt, setAppliedAt] = useState<number>();
  const preferred = views.data?.find((v) => v.isDefault);
  useEffect(() => {
    if (!openedBare || !views.data || done.current === openedKey) return;
    done.current = openedKey;
    if (!preferred) return;
    applyView(preferred, props);
    setAppliedAt(openedKey);
  });
  // (Views that could not be read hold nothing back: the list opens as it is.)
  return openedBare && (views.isPending || (Boolean(preferred) && appliedAt !== openedKey));
}

function ViewsMenu({ list, show, columnsKey, onColumns, dialogs }: SavedViewsProps) {
  const t = useT();
  const { message } = useFeedback();
  const views = useApiQuery(savedViewQuery(list));
  // The saved view the list shows now, named on the button and marked in the menu: of views with
  // the same filters and sort, the one that hides the columns the list hides (two may differ only
  // in their columns), else the first.
  const { search } = useLocation();
  const alike = views.data?.filter((v) => sameView(`?${v.query}`, search)) ?? [];
  const hiddenNow = hiddenIn(storedColumns(columnsKey));
  const shown = alike.find((v) => hiddenIn(v.columns) === hiddenNow) ?? alike[0];
  const shownName = shown && t('savedView.shown', { name: shown.name });

  const apply = (v: SavedView) => {
    applyView(v, { show, columnsKey, onColumns });
    message.success(t('savedView.applied', { name: v.name }));
  };

  const menuButton = useRef<HTMLButtonElement>(null);
  const open =
    (which: 'save' | 'manage') =>
    ({ domEvent }: { domEvent: SyntheticEvent }) => {
      backToMenuButton(domEvent, menuButton.current);
      dialogs.open(which);
    };
  const items: MenuProps['items'] = [
    ...(views.data?.length
      ? views.data.map((v) => ({
          key: `view-${v.id}`,
          label: v.isDefault ? t('savedView.defaultMark', { name: v.name }) : v.name,
          // One view at a time: a radio item, checked for the view shown.
          role: 'menuitemradio',
          'aria-checked': v === shown,
          onClick: () => apply(v),
        }))
      : [{ key: 'none', label: t('savedView.none'), disabled: true }]),
    { type: 'divider' as const },
    { key: 'save', label: t('savedView.save'), onClick: open('save') },
    { key: 'manage', label: t('savedView.manage'), disabled: !views.data?.length, onClick: open('manage') },
  ];
  return (
    <>
      <Dropdown
        menu={{ items, selectable: true, selectedKeys: shown ? [`view-${shown.id}`] : [] }}
        trigger={['click']}
        autoFocus
      >
        <Button ref={menuButton} loading={views.isLoading && !views.data}>
          {shownName ? (
            // Cut to the toolbar's room, whole in its title.
            <span style={SHOWN_NAME} title={shownName}>
              {shownName}
            </span>
          ) : (
            t('savedView.menu')
          )}{' '}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {dialogs.opened > 0 && (
        <LazyDialog open={dialogs.which !== undefined} onCancel={() => dialogs.open(undefined)} message={message}>
          <ViewDialogs
            key={dialogs.opened}
            which={dialogs.which}
            onClose={() => dialogs.open(undefined)}
            list={list}
            views={views.data ?? []}
            current={() => ({
              query: history.location.search.replace(/^\?/, ''),
              columns: storedColumns(columnsKey),
            })}
          />
        </LazyDialog>
      )}
    </>
  );
}

/**
 * A name of up to 40 characters would push the toolbar's other buttons to another line: the
 * button keeps about the width of the toolbar's other text buttons (at 768 px, "Views" and its
 * icons share one line).
 */
const SHOWN_NAME = {
  display: 'inline-block',
  maxWidth: '8em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

/**
 * A list's saved views, wired: its default view applied on a bare opening (with `holding` true
 * until it is), the menu for its toolbar, and the key that remounts its table when a view brings
 * its own columns.
 */
export function useSavedViews(
  list: { ownPath: string; show: SavedViewsProps['show']; openedBare: boolean; openedKey: number },
  columnsKey: string,
) {
  const [viewKey, setViewKey] = useState(0);
  const dialogs = useViewDialogs();
  const applied: SavedViewsProps = {
    list: list.ownPath,
    show: list.show,
    columnsKey,
    onColumns: () => setViewKey((k) => k + 1),
    dialogs,
  };
  const holding = useDefaultView({ ...applied, openedBare: list.openedBare, openedKey: list.openedKey });
  return { viewKey, holding, menu: <SavedViews key="views" {...applied} /> };
}
