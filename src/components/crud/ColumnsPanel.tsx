import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Radio, Tooltip, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FOCUSABLE } from '@/components/focusTargets';
import enTexts from '@/locales/en-US/columnSettings';
import OwnTexts, { type OwnTextSet } from '@/locales/OwnTexts';
import { useT } from '@/locales/useT';
import zhTexts from '@/locales/zh-CN/columnSettings';
import type { ColumnSettings, ColumnsMap } from './columnSettings';

/** A column as the column settings list it. */
interface ColumnChoice {
  key: string;
  title: string;
  /** Where the list itself pins it (its name, its actions): it stays there. */
  locked?: 'left' | 'right';
}

type Pin = 'left' | 'none' | 'right';
// A copy of columnSettings.ts's: imported from there, webpack grouped the chunks otherwise and every
// list page weighed 0.16 KB more.
const ownPin = (fixed: unknown) => (fixed === 'left' || fixed === 'right' ? fixed : undefined);
const PINS: Pin[] = ['left', 'none', 'right'];
const RANK: Record<Pin, number> = { left: 0, none: 1, right: 2 };

const pinOf = (c: ColumnChoice, value: ColumnsMap): Pin => c.locked ?? value[c.key]?.fixed ?? 'none';

/**
 * The columns in the order the table shows them, as ProTable sorts them: pinned left, then
 * unpinned, then pinned right, each by its stored order (else as the list declares them). The
 * list's own pinned columns keep the outer ends.
 */
export function arranged(choices: ColumnChoice[], value: ColumnsMap): ColumnChoice[] {
  const index = new Map(choices.map((c, i) => [c.key, i]));
  const edge = (c: ColumnChoice) => (c.locked === 'left' ? -1 : c.locked === 'right' ? 1 : 0);
  return [...choices].sort((a, b) => {
    const byPin = RANK[pinOf(a, value)] - RANK[pinOf(b, value)];
    if (byPin || edge(a) !== edge(b)) return byPin || edge(a) - edge(b);
    const oa = value[a.key]?.order;
    const ob = value[b.key]?.order;
    if (oa || ob) return (oa || 0) - (ob || 0);
    return (index.get(a.key) ?? 0) - (index.get(b.key) ?? 0);
  });
}

/** The map with every column's order set to its place in `order`. */
const withOrder = (value: ColumnsMap, order: ColumnChoice[]): ColumnsMap => {
  const next = { ...value };
  order.forEach((c, i) => {
    next[c.key] = { ...next[c.key], order: i + 1 };
  });
  return next;
};

/** The Tab stops of the list, in the order Tab goes through them (a pin's checked choice only). */
const stopsIn = (box: HTMLElement) =>
  Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked),
  );

interface Props {
  settings: ColumnSettings;
  /** Counts the openings made from the keyboard: each one puts the focus on the first control. */
  focusAt: number;
  /** Escape, or Tab past either end: the list closes and the focus goes back to its button. */
  onLeave: () => void;
}

// Styles here rather than in global.less: they load with the list, not with every page.
const BOX = {
  width: 'max-content',
  maxWidth: 'min(92vw, 440px)',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
} as const;
const HEAD = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 16,
  paddingBottom: 8,
  marginBottom: 4,
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
} as const;
// Taller lists scroll inside the popover, which stays on screen.
const LIST = { listStyle: 'none', margin: 0, padding: 0, maxHeight: 'min(60vh, 440px)', overflowY: 'auto' } as const;
const ROW = { display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' } as const;
const NAME = { flex: 1, minWidth: '6em' } as const;
const TOOLS = { display: 'flex', alignItems: 'center', gap: 4 } as const;

/** Which control of which column takes the focus once the list has been drawn again. */
type Refocus = { key: string; control: 'up' | 'down' | 'pin' };

/**
 * The column settings' content, loaded when first opened: a checkbox per column (named by its
 * title) to show or hide it, Move up and Move down, and where it is pinned; "Show all" and Reset.
 * Every control is a named native one, reached by Tab (a pin is one Tab stop, its three choices
 * on the arrows), so it replaces ProTable's popover, whose tree named each checkbox "Select tree
 * node" in either language and reordered by dragging only.
 */
export default function ColumnsPanel(props: Props) {
  return (
    <OwnTexts texts={TEXTS}>
      <Columns {...props} />
    </OwnTexts>
  );
}

const TEXTS: OwnTextSet = { 'en-US': enTexts, 'zh-CN': zhTexts };

function Columns({ settings, focusAt, onLeave }: Props) {
  const t = useT();
  const { columns, value, save } = settings;
  const choices: ColumnChoice[] = columns
    .filter((c) => !c.hideInTable)
    .map((c) => ({
      key: String(c.key),
      // (A phone's actions column is titled for screen readers only.)
      title: c.key === 'actions' ? t('common.actions') : String(c.title),
      locked: ownPin(c.fixed),
    }));
  const order = arranged(choices, value);
  const box = useRef<HTMLFieldSetElement>(null);
  // Each pin's radios grouped by a name of their own (two lists' settings may be on one page).
  const names = useId();
  // The popover shows its content a frame or two after it opens: the focus goes in once it can.
  useEffect(() => {
    if (!focusAt) return;
    let tries = 30;
    let frame = 0;
    const focusIn = () => {
      const first = box.current && stopsIn(box.current)[0];
      first?.focus();
      if (document.activeElement !== first && tries-- > 0) frame = requestAnimationFrame(focusIn);
    };
    focusIn();
    return () => cancelAnimationFrame(frame);
  }, [focusAt]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Tab' && box.current) {
      const stops = stopsIn(box.current);
      if (e.target !== (e.shiftKey ? stops[0] : stops[stops.length - 1])) return;
      // Backwards, the Tab stops on the button; forwards, the browser goes on from there.
      if (e.shiftKey) e.preventDefault();
    } else if (e.key !== 'Escape') return;
    onLeave();
  };
  const [refocus, setRefocus] = useState<Refocus>();
  // A moved row is taken out of the page and put back, which takes the focus from its button.
  useLayoutEffect(() => {
    if (!refocus) return;
    setRefocus(undefined);
    const row = box.current?.querySelector(`[data-column="${CSS.escape(refocus.key)}"]`);
    const target =
      refocus.control === 'pin'
        ? row?.querySelector<HTMLElement>('input[type="radio"]:checked')
        : row?.querySelector<HTMLElement>(`[data-move="${refocus.control}"]`);
    target?.focus();
  }, [refocus]);

  const shownCount = choices.filter((c) => value[c.key]?.show !== false).length;
  const some = shownCount > 0 && shownCount < choices.length;
  const showAll = (show: boolean) => {
    const next = { ...value };
    for (const c of choices) next[c.key] = { ...next[c.key], show };
    save(next);
  };
  const show = (c: ColumnChoice, shown: boolean) => save({ ...value, [c.key]: { ...value[c.key], show: shown } });
  /** The neighbour a column changes places with: the next one its way in the same group, not a list's own pinned one. */
  const neighbour = (c: ColumnChoice, dir: 'up' | 'down') => {
    const next = order[order.indexOf(c) + (dir === 'up' ? -1 : 1)];
    return next && !next.locked && pinOf(next, value) === pinOf(c, value) ? next : undefined;
  };
  const move = (c: ColumnChoice, dir: 'up' | 'down') => {
    const other = neighbour(c, dir);
    if (!other) return;
    const next = order.filter((o) => o !== c);
    next.splice(next.indexOf(other) + (dir === 'up' ? 0 : 1), 0, c);
    save(withOrder(value, next));
    setRefocus({ key: c.key, control: dir });
  };
  const pin = (c: ColumnChoice, to: Pin) => {
    const was = pinOf(c, value);
    const fixed = to === 'none' ? undefined : to;
    const moved = { ...value, [c.key]: { ...value[c.key], fixed } };
    // It joins its new group at the side nearest where it stood: pinned left, after the left ones;
    // pinned right, before the right ones; unpinned, next to the group it left.
    const rest = order.filter((o) => o !== c);
    const lastLeft = rest.filter((o) => pinOf(o, moved) === 'left').length;
    const firstRight = rest.length - rest.filter((o) => pinOf(o, moved) === 'right').length;
    const at = to === 'left' || (to === 'none' && was === 'left') ? lastLeft : firstRight;
    rest.splice(at, 0, c);
    save(withOrder(moved, rest));
    setRefocus({ key: c.key, control: 'pin' });
  };

  return (
    <fieldset ref={box} aria-label={t('crud.columns')} style={BOX} onKeyDown={onKeyDown}>
      <div style={HEAD}>
        <Checkbox
          checked={shownCount === choices.length}
          indeterminate={some}
          // (antd draws the mixed state but does not say it.)
          aria-checked={some ? 'mixed' : undefined}
          onChange={(e) => showAll(e.target.checked)}
        >
          {t('crud.columns.showAll')}
        </Checkbox>
        <Button type="link" size="small" onClick={() => save(null)}>
          {t('crud.columns.reset')}
        </Button>
      </div>
      <ul style={LIST}>
        {order.map((c) => (
          <li key={c.key} data-column={c.key} style={ROW}>
            <Checkbox style={NAME} checked={value[c.key]?.show !== false} onChange={(e) => show(c, e.target.checked)}>
              {c.title}
            </Checkbox>
            {c.locked ? (
              <Typography.Text type="secondary">
                {t(c.locked === 'left' ? 'crud.columns.pinnedLeft' : 'crud.columns.pinnedRight')}
              </Typography.Text>
            ) : (
              <span style={TOOLS}>
                {(['up', 'down'] as const).map((dir) => {
                  const label = t(dir === 'up' ? 'crud.columns.moveUp' : 'crud.columns.moveDown', { name: c.title });
                  const atEnd = !neighbour(c, dir);
                  return (
                    // (The tooltip lets the pointer through to the row it lies over.)
                    <Tooltip key={dir} title={label} styles={{ root: { pointerEvents: 'none' } }}>
                      <Button
                        data-move={dir}
                        size="small"
                        type="text"
                        icon={dir === 'up' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
                        aria-label={label}
                        // Unavailable at its group's end, but it keeps its Tab stop and the focus.
                        aria-disabled={atEnd || undefined}
                        style={atEnd ? { opacity: 0.35 } : undefined}
                        onClick={() => move(c, dir)}
                      />
                    </Tooltip>
                  );
                })}
                {/* (antd's group is a bare div: the wrapper names the choice.) */}
                <div role="radiogroup" aria-label={t('crud.columns.pin', { name: c.title })}>
                  <Radio.Group
                    size="small"
                    optionType="button"
                    name={`${names}${c.key}`}
                    value={pinOf(c, value)}
                    onChange={(e) => pin(c, e.target.value as Pin)}
                    options={PINS.map((p) => ({ value: p, label: t(`crud.columns.pin.${p}`) }))}
                  />
                </div>
              </span>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
