import DownOutlined from '@ant-design/icons/DownOutlined';
import { useModel } from '@umijs/max';
import { Button, Dropdown, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { LINK_BUTTON } from '@/components/Text';
import { useT } from '@/locales/useT';
import { FOLLOW_UP_WRITE_LEVELS, type FollowUpKind } from '@/schema/followUp';
import { lazyComponent } from '@/utils/lazyComponent';
import type { FollowUpMode } from './FollowUpDialog';

/** The dialogs (a form, a date picker) load when first opened. */
const FollowUpDialog = lazyComponent(() => import('./FollowUpDialog'));

/** Whether the signed-in level adds follow-ups (levels 1 and 2); level 3 reads them. */
export function useCanFollowUp(): boolean {
  const { initialState } = useModel('@@initialState');
  return FOLLOW_UP_WRITE_LEVELS.includes(Number(initialState?.currentUser?.isSuperAdmin));
}

/**
 * An attention entry's actions: followed up (a note), snooze until a day, contact the guardian.
 * Level 3 only contacts (docs/product-rules.md, follow-ups).
 */
export default function FollowUpMenu({ kind, userId, name }: { kind: FollowUpKind; userId: number; name: string }) {
  const t = useT();
  const canWrite = useCanFollowUp();
  const [mode, setMode] = useState<FollowUpMode>();
  const [used, setUsed] = useState(false);
  const items: MenuProps['items'] = [
    ...(canWrite
      ? [
          { key: 'done', label: t('followUp.done') },
          { key: 'snooze', label: t('followUp.snooze') },
        ]
      : []),
    { key: 'contact', label: t('followUp.contact') },
  ];
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => {
            setUsed(true);
            setMode(key as FollowUpMode);
          },
        }}
      >
        <Button {...LINK_BUTTON} aria-label={t('followUp.actionsFor', { name })}>
          {t('common.actions')} <DownOutlined />
        </Button>
      </Dropdown>
      {used && (
        <Suspense fallback={null}>
          <FollowUpDialog mode={mode} kind={kind} userId={userId} name={name} onClose={() => setMode(undefined)} />
        </Suspense>
      )}
    </>
  );
}
