import { useModel } from '@umijs/max';
import { useState } from 'react';
import { draftKey, readDraft } from '@/components/crud/formDraft';
import LazyDialog from '@/components/LazyDialog';
import LinkButton from '@/components/LinkButton';
import { useT } from '@/locales/useT';
import { FOLLOW_UP_WRITE_LEVELS, type FollowUpKind } from '@/schema/followUp';
import { lazyComponent } from '@/utils/lazyComponent';

/** The dialog (a form) loads when first opened. */
const FollowUpDialog = lazyComponent(() => import('./FollowUpDialog'));

/** Whether the signed-in level adds follow-ups (levels 1 and 2); level 3 reads them. */
export function useCanFollowUp(): boolean {
  const { initialState } = useModel('@@initialState');
  return FOLLOW_UP_WRITE_LEVELS.includes(Number(initialState?.currentUser?.isSuperAdmin));
}

/**
 * An attention entry's follow-up: one button that opens a dialog with the guardian's contact and,
 * for levels 1 and 2, "followed up" (a note) or "snooze until" (a day). Level 3 gets the contact
 * only (docs/product-rules.md, follow-ups). A dialog rather than a menu: the focus stays in it,
 * and Home carries no menu code.
 */
export default function FollowUpButton({ kind, userId, name }: { kind: FollowUpKind; userId: number; name: string }) {
  const t = useT();
  const canWrite = useCanFollowUp();
  // A dialog the session ended under opens again on return, with what was typed in it.
  const draft = draftKey(`dataFollowUp-${kind}`, userId);
  const [open, setOpen] = useState(() => canWrite && readDraft(draft) !== undefined);
  const [used, setUsed] = useState(open);
  return (
    <>
      <LinkButton
        aria-haspopup="dialog"
        aria-label={t(canWrite ? 'followUp.openFor' : 'followUp.contactFor', { name })}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t(canWrite ? 'followUp.open' : 'followUp.contact')}
      </LinkButton>
      {used && (
        <LazyDialog open={open} onCancel={() => setOpen(false)}>
          <FollowUpDialog
            open={open}
            canWrite={canWrite}
            kind={kind}
            userId={userId}
            name={name}
            draftKey={draft}
            onClose={() => setOpen(false)}
          />
        </LazyDialog>
      )}
    </>
  );
}
