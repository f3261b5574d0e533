import {
  ColumnHeightOutlined,
  DownOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ReloadOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { ProTableProps } from '@ant-design/pro-components';
import { Alert, Button, type ButtonProps, Dropdown, Popover, type TableProps, Tooltip } from 'antd';
import { forwardRef, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { alertIcon } from '@/components/alertIcons';
import LazyDialog from '@/components/LazyDialog';
import { useFeedback } from '@/components/useFeedback';
import { useT } from '@/locales/useT';
import { lazyComponent } from '@/utils/lazyComponent';
import type { ColumnSettings } from './columnSettings';
import { rangeParams, type SearchField } from './tableUrl';

type SearchConfig = Exclude<
  ProTableProps<Record<string, unknown>, Record<string, unknown>>['search'],
  false | undefined
>;

/**
 * The list's toolbar options as real buttons: named, reached by Tab, worked by Enter and Space.
 * ProTable draws its own as bare icons that the keyboard skips, so the list turns those off and
 * puts these in their place (and its column settings, ColumnsOption). The table's own state
 * stays ProTable's: density through its size props, full screen and reload through its action
 * ref, the columns through its `columnsState`.
 */
type OptionButtonProps = ButtonProps & { label: string; icon: ReactNode };

/** A toolbar option: an icon button named by its label, with the label as its hover tip. */
export const OptionButton = forwardRef<HTMLButtonElement, OptionButtonProps>(function OptionButton(
  { label, icon, ...rest },
  ref,
) {
  const button = <Button ref={ref} type="text" icon={icon} aria-label={label} {...rest} />;
  return <Tooltip title={label}>{button}</Tooltip>;
});

/** Reload; its icon turns while the shown rows are being refreshed behind them (busy). */
export function ReloadOption({ onReload, busy = false }: { onReload: () => void; busy?: boolean }) {
  const t = useT();
  return (
    <OptionButton label={t('crud.reload')} icon={<ReloadOutlined spin={busy} />} aria-busy={busy} onClick={onReload} />
  );
}

const DENSITIES = ['large', 'middle', 'small'] as const;
export type Density = (typeof DENSITIES)[number];

/** Row density. The menu takes the focus when it opens, so the arrows move through it at once. */
export function DensityOption({
  value,
  onChange,
}: {
  value: TableProps<object>['size'];
  onChange: (size: Density) => void;
}) {
  const t = useT();
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: value ? [value] : [],
        items: DENSITIES.map((key) => ({ key, label: t(`crud.density.${key}`) })),
        onClick: ({ key }) => onChange(key as Density),
      }}
    >
      <OptionButton label={t('crud.density')} icon={<ColumnHeightOutlined />} />
    </Dropdown>
  );
}

/** Whether some element of the page is shown full screen now. */
export function useFullScreen(): boolean {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  return on;
}

/** Full screen and back; named for what it will do. Hidden where the browser offers no full screen. */
export function FullScreenOption({ onToggle }: { onToggle: () => void }) {
  const t = useT();
  const on = useFullScreen();
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  return (
    <OptionButton
      label={t(on ? 'crud.exitFullScreen' : 'crud.fullScreen')}
      icon={on ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={onToggle}
    />
  );
}

// The column settings' content loads when first opened: a list's first visit carries only the button.
const ColumnsPanel = lazyComponent(() => import('./ColumnsPanel'));

/**
 * The column settings: this button and, in a popover, the columns to show, order and pin
 * (ColumnsPanel). Opened from the keyboard, the focus moves into the list (antd's popover leaves
 * it on the button, so Tab would first cross the whole table); Escape in the list closes it and
 * gives the focus back here. So does Tab past either end of the list, as the toolbar's menus do:
 * the popover is drawn at the end of the page, so Tab would go on to the top of the document (and
 * Shift+Tab to the pager), leaving it open; forwards, the Tab goes on from here to the next option.
 */
export function ColumnsOption({ settings }: { settings: ColumnSettings }) {
  const t = useT();
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  // Keyboard openings, counted: each one puts the focus in the list.
  const [byKeys, setByKeys] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    button.current?.focus();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      // (The popover draws its content when first opened, which is when its code is fetched.)
      content={
        <LazyDialog open={open} onCancel={close} message={message}>
          <ColumnsPanel settings={settings} focusAt={byKeys} onLeave={close} />
        </LazyDialog>
      }
    >
      <OptionButton
        ref={button}
        label={t('crud.columns')}
        icon={<SettingOutlined />}
        aria-expanded={open}
        // detail 0: a click made by Enter or Space, not by a pointer.
        onClick={(e) => {
          if (e.detail === 0 && !open) setByKeys((n) => n + 1);
        }}
      />
    </Popover>
  );
}

/**
 * The search form's Expand / Collapse toggle. ProTable wraps it in an <a> without href, which
 * Tab skips; a button inside is reached, and its click reaches the wrapper's toggle.
 */
export function SearchToggle({ collapsed }: { collapsed: boolean }) {
  const t = useT();
  return (
    <Button
      type="link"
      size="small"
      aria-expanded={!collapsed}
      icon={<DownOutlined rotate={collapsed ? 0 : 180} aria-hidden />}
      iconPosition="end"
      // Enter works the toggle; it must not also submit the search (the form submits on Enter).
      onKeyPress={(e: KeyboardEvent) => e.stopPropagation()}
    >
      {t(collapsed ? 'crud.search.expand' : 'crud.search.collapse')}
    </Button>
  );
}

/**
 * The search fields shown before "Expand": two, one on a phone, whatever the number of columns
 * (ProTable's own count is one less than the columns, so it changed with the screen's width).
 */
const shownCollapsed = (narrow: boolean) => (narrow ? 1 : 2);

/**
 * Columns of the search form, by the form's own width (ProTable's breakpoints of 513, 785, 992
 * and 1,057 px): three from 992 px, two below. ProTable's default put three columns in a form
 * from 701 px, where the column of Reset, Query and Expand (about 310 px in English) overflowed
 * the form's card and a field with a long label kept under 100 px for its input. Four columns
 * (ProTable's default from 1,352 px) would bring that back at the widths most screens give.
 * A phone keeps ProTable's one column, labels over fields.
 */
const SEARCH_SPANS = { xs: 24, sm: 24, md: 12, lg: 12, xl: 8, xxl: 8 };

/**
 * ProTable's search form settings: translated buttons, the keyboard's Expand / Collapse, and
 * opened expanded when the URL filters on a field that the collapsed form hides.
 */
export function searchSettings(
  t: ReturnType<typeof useT>,
  fields: SearchField[],
  filters: Record<string, string>,
  narrow: boolean,
): SearchConfig | false {
  if (fields.length === 0) return false;
  const shown = shownCollapsed(narrow);
  const expandedByUrl = fields
    .slice(shown)
    .some((f) => (f.kind === 'value' ? [f.name] : rangeParams(f)).some((p) => filters[p] !== undefined));
  return {
    labelWidth: 'auto',
    span: narrow ? undefined : SEARCH_SPANS,
    defaultFormItemsNumber: shown,
    defaultCollapsed: !expandedByUrl,
    searchText: t('crud.search.query'),
    resetText: t('crud.search.reset'),
    collapseRender: (collapsed) => <SearchToggle collapsed={collapsed} />,
  };
}

/**
 * Why the list's rows could not be read, with Retry under the reason: on the alert's right, where
 * antd puts an `action`, the notification of the same failure covered it for its 4.5 s.
 */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      icon={alertIcon('error')}
      style={{ marginBottom: 16 }}
      message={t('crud.loadError')}
      description={
        <>
          <div>{text}</div>
          <Button size="small" onClick={onRetry} style={{ marginTop: 8 }}>
            {t('common.retry')}
          </Button>
        </>
      }
    />
  );
}
