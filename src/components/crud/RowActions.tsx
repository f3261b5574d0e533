import { DownOutlined, MoreOutlined } from '@ant-design/icons';
import { history, Link } from '@umijs/max';
import { Dropdown, Tooltip } from 'antd';
import { useRef } from 'react';
import ConfirmPopover from '@/components/ConfirmPopover';
import { backToMenuButton } from '@/components/dialogFocus';
import LinkButton from '@/components/LinkButton';
import Text from '@/components/Text';
import { useFeedback } from '@/components/useFeedback';
import { OVER_TRIGGER, usePressedPopup } from '@/components/usePressedPopup';
import { useT } from '@/locales/useT';
import type { RowAction } from './types';

/** Commands shown in the row before the rest fold into "More" (the More button counts as one). */
export const INLINE_ACTIONS = 3;

interface Props {
  actions: RowAction[];
  /** Narrow screen: every command in one compact menu button, so the column stays narrow. */
  compact: boolean;
  /** Names the row for the menu button's accessible name ("More actions for Li Lei"). */
  rowName: string;
}

/** Splits a row's actions into those shown in the row and those in its "More" menu. */
export function splitActions(actions: RowAction[], compact: boolean): { inline: RowAction[]; more: RowAction[] } {
  const nodes = actions.filter((a) => a.node);
  const commands = actions.filter((a) => !a.node);
  if (compact) return { inline: nodes, more: commands };
  if (commands.length <= INLINE_ACTIONS) return { inline: actions, more: [] };
  const inline = commands.slice(0, INLINE_ACTIONS - 1);
  return { inline: [...inline, ...nodes], more: commands.slice(INLINE_ACTIONS - 1) };
}

/** Where a row's action shows: in the row, under its "More", or in a narrow screen's one menu button. */
export type ActionPlace = 'row' | 'more' | 'menu';

/** Where the action `key` of `actions` shows (undefined when the row has no such action). */
export function actionPlace(
  actions: Pick<RowAction, 'key' | 'node'>[],
  key: string,
  compact: boolean,
): ActionPlace | undefined {
  const { inline, more } = splitActions(actions as RowAction[], compact);
  if (inline.some((a) => a.key === key)) return 'row';
  if (more.some((a) => a.key === key)) return compact ? 'menu' : 'more';
  return undefined;
}

/**
 * A row's actions in the order the list shows them: Details, Edit, the page's own actions, and
 * Delete last, the one most likely to land in "More".
 */
export function inRowOrder<A>(own: { detail: A; edit?: A; remove?: A }, custom: A[]): A[] {
  return [own.detail, ...(own.edit ? [own.edit] : []), ...custom, ...(own.remove ? [own.remove] : [])];
}

function InlineAction({ action }: { action: RowAction }) {
  if (action.node) return <>{action.node}</>;
  // A command that cannot run here stays a Tab stop, so that its reason shows on keyboard focus
  // as on hover (and is read out: the tooltip describes it while open).
  if (action.disabledReason)
    return (
      <Tooltip title={action.disabledReason} trigger={['hover', 'focus']}>
        <Text type="secondary" role="button" tabIndex={0} aria-disabled="true" style={{ cursor: 'not-allowed' }}>
          {action.label}
        </Text>
      </Tooltip>
    );
  if (action.to) return <Link to={action.to}>{action.label}</Link>;
  const button = (
    <LinkButton danger={action.danger} onClick={action.confirm ? undefined : action.onClick}>
      {action.label}
    </LinkButton>
  );
  if (!action.confirm) return button;
  return (
    <ConfirmPopover
      title={action.confirm}
      okText={action.confirmOk ?? action.label}
      okButtonProps={{ danger: action.danger }}
      onConfirm={action.onClick}
    >
      {button}
    </ConfirmPopover>
  );
}

/**
 * A narrow screen's menu button: its icon in the link colours of the row's other commands, in the
 * box of antd's small button (24 px), which a finger can still hit. Set on the element: a rule in
 * global.less would weigh on every page (docs/performance.md, "A page of 100 rows: link buttons").
 */
const MENU_BUTTON_SIZE = { width: 24, height: 24 };

/**
 * The "More" button and its menu. The menu (an antd Dropdown, with its trigger's hooks and size
 * observer) is mounted when the button is first pressed, not with every row: a page of a hundred
 * rows mounted a hundred of them, most never opened. It is aligned to an empty box laid over the
 * button, inside it, so the button a keyboard or screen-reader user is on stays the same element
 * before and after (wrapping it in the Dropdown on its first press would replace it).
 */
function MoreMenu({ more, compact, rowName }: { more: RowAction[]; compact: boolean; rowName: string }) {
  const t = useT();
  const { modal } = useFeedback();
  // (The button is positioned, for the box the menu is aligned to; the arrow is as small as antd
  // draws it on a dropdown's button.)
  const { open, setOpen, pressed, toggle } = usePressedPopup();
  const button = useRef<HTMLButtonElement>(null);

  const run = (action: RowAction) => {
    if (action.to) history.push(action.to);
    else if (action.confirm)
      modal.confirm({
        title: action.confirm,
        okText: action.confirmOk ?? action.label,
        okButtonProps: { danger: action.danger },
        cancelText: t('common.cancel'),
        onOk: action.onClick,
      });
    else action.onClick?.();
  };

  const menu = open !== undefined && (
    <Dropdown
      menu={{
        // A disabled entry cannot take the focus, so its reason is shown under it rather than in a
        // tooltip, and is read out with it (antd's menu keeps an entry's aria-describedby for itself).
        items: more.map((a) => ({
          key: a.key,
          danger: a.danger,
          disabled: Boolean(a.disabledReason),
          label: a.disabledReason ? (
            <>
              {a.label}
              <div className="crud-action-reason">{a.disabledReason}</div>
            </>
          ) : (
            a.label
          ),
        })),
        onClick: ({ key, domEvent }) => {
          const action = more.find((a) => a.key === key);
          backToMenuButton(domEvent, button.current);
          if (action) run(action);
        },
      }}
      open={open}
      onOpenChange={(next) => {
        // Escape, Tab or a click elsewhere with the focus in the menu: back to the button, as
        // antd's own trigger did (it focuses the box, which takes no focus).
        if (!next && document.activeElement?.closest('.ant-dropdown')) button.current?.focus();
        setOpen(next);
      }}
      trigger={['click']}
      autoFocus
    >
      <span style={OVER_TRIGGER} />
    </Dropdown>
  );
  return (
    <LinkButton
      ref={button}
      aria-label={t(compact ? 'crud.actionsFor' : 'crud.moreFor', { name: rowName })}
      onPointerDown={pressed}
      onClick={toggle}
      style={compact ? MENU_BUTTON_SIZE : undefined}
    >
      {compact ? (
        <MoreOutlined />
      ) : (
        <>
          {t('crud.more')} <DownOutlined style={{ fontSize: 12 }} />
        </>
      )}
      {menu}
    </LinkButton>
  );
}

/**
 * A row's actions: up to three in the row, the rest in a "More" menu; on a narrow screen all of
 * them in one menu button, so the actions column never covers the row's data.
 */
export default function RowActions({ actions, compact, rowName }: Props) {
  const { inline, more } = splitActions(actions, compact);
  // (A plain box rather than antd's Space, which wraps each command in a box of its own: fewer
  // components in every row; global.less spaces them as Space's "middle" did.)
  return (
    <span className="crud-row-actions">
      {inline.map((a) => (
        <InlineAction key={a.key} action={a} />
      ))}
      {more.length > 0 && <MoreMenu more={more} compact={compact} rowName={rowName} />}
    </span>
  );
}
