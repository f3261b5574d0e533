import { Alert, Button } from 'antd';
import { alertIcon } from '@/components/alertIcons';
import { useT } from '@/locales/useT';
import { errorText } from '@/services/errors';

/**
 * A section whose call failed: says so and why, and offers a retry; the other sections stay usable.
 * Its reads are silent: this is where their failure is told.
 */
export function SectionError({ reload, error, inline }: { reload: () => void; error: unknown; inline?: boolean }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      icon={alertIcon('error')}
      banner={inline}
      message={t('profile.sectionError')}
      description={errorText(error, t)}
      action={
        <Button size="small" onClick={reload}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
