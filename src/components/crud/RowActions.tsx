import { DownOutlined, MoreOutlined } from '@ant-design/icons';
import { history, Link } from '@umijs/max';
import { Button, Dropdown, type MenuProps, Space, Tooltip } from 'antd';
import { useRef } from 'react';
import ConfirmPopover from '@/components/ConfirmPopover';
import { backToMenuButton } from '@/components/dialogFocus';
import Text, { LINK_BUTTON } from '@/components/Text';
import { useFeedback } from '@/components/useFeedback';
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
    <Button {...LINK_BUTTON} danger={action.danger} onClick={action.confirm ? undefined : action.onClick}>
      {action.label}
    </Button>
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
 * A row's actions: up to three in the row, the rest in a "More" menu; on a narrow screen all of
 * them in one menu button, so the actions column never covers the row's data.
 */
export default function RowActions({ actions, compact, rowName }: Props) {
  const t = useT();
  const { modal } = useFeedback();
  const { inline, more } = splitActions(actions, compact);

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

  // A disabled entry cannot take the focus, so its reason is shown under it rather than in a
  // tooltip, and is read out with it (antd's menu keeps an entry's aria-describedby for itself).
  const items: MenuProps['items'] = more.map((a) => ({
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
  }));
  const menuButton = useRef<HTMLButtonElement>(null);
  const onMenuClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    const action = more.find((a) => a.key === key);
    backToMenuButton(domEvent, menuButton.current);
    if (action) run(action);
  };

  return (
    <Space size="middle" className="crud-row-actions">
      {inline.map((a) => (
        <InlineAction key={a.key} action={a} />
      ))}
      {more.length > 0 && (
        <Dropdown menu={{ items, onClick: onMenuClick }} trigger={['click']} autoFocus>
          {compact ? (
            <Button
              ref={menuButton}
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t('crud.actionsFor', { name: rowName })}
            />
          ) : (
            <Button ref={menuButton} {...LINK_BUTTON} aria-label={t('crud.moreFor', { name: rowName })}>
              {t('crud.more')} <DownOutlined />
            </Button>
          )}
        </Dropdown>
      )}
    </Space>
  );
}
