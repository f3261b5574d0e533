import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { useIntl } from '@umijs/max';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { useRef, useState } from 'react';

type Stored = Record<string, { show?: boolean }>;

function readHidden(storageKey: string): Set<string> {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Stored;
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return new Set();
    return new Set(Object.entries(stored).flatMap(([k, v]) => (v && v.show === false ? [k] : [])));
  } catch {
    return new Set(); // unreadable (hand-edited or from an older version): show every column
  }
}

/**
 * Which columns of a list the user has hidden, kept in local storage under `storageKey`
 * (as `{ "<column>": { "show": false } }`, the shape the list used before, so choices survive).
 */
export function useHiddenColumns(storageKey: string) {
  const [hidden, setHidden] = useState(() => readHidden(storageKey));
  const save = (next: Set<string>) => {
    setHidden(next);
    try {
      if (next.size === 0) localStorage.removeItem(storageKey);
      else
        localStorage.setItem(
          storageKey,
          JSON.stringify(Object.fromEntries([...next].map((k) => [k, { show: false }]))),
        );
    } catch {
      // storage full or blocked: the choice holds for this visit
    }
  };
  return { hidden, save };
}

interface Props {
  columns: { key: string; title: string }[];
  hidden: Set<string>;
  onChange: (hidden: Set<string>) => void;
}

/** The toolbar button that shows or hides columns. */
export default function ColumnSettings({ columns, hidden, onChange }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'crud.columns' });
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Keyboard users land in the list once it has opened (it renders at the end of the page), and
  // Escape brings them back to the button.
  const focusFirst = (opened: boolean) => {
    if (opened) panel.current?.querySelector<HTMLInputElement>('input')?.focus();
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const toggle = (key: string, show: boolean) => {
    const next = new Set(hidden);
    if (show) next.delete(key);
    else next.add(key);
    onChange(next);
  };
  const content = (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for Escape bubbling from the checkboxes
    <div
      className="crud-columns"
      ref={panel}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
      }}
    >
      {columns.map((c) => (
        <Checkbox key={c.key} checked={!hidden.has(c.key)} onChange={(e) => toggle(c.key, e.target.checked)}>
          {c.title}
        </Checkbox>
      ))}
      <Button size="small" type="link" disabled={hidden.size === 0} onClick={() => onChange(new Set())}>
        {intl.formatMessage({ id: 'crud.columnsReset' })}
      </Button>
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={label}
      content={content}
      open={open}
      onOpenChange={setOpen}
      afterOpenChange={focusFirst}
    >
      <Tooltip title={label}>
        <Button ref={button} type="text" icon={<SettingOutlined />} aria-label={label} aria-expanded={open} />
      </Tooltip>
    </Popover>
  );
}
