import { Alert, Button } from 'antd';
import { alertIcon } from '@/components/alertIcons';
import { useT } from '@/locales/useT';

/** A section whose call failed: says so and offers a retry; the other sections stay usable. */
export function SectionError({ reload, inline }: { reload: () => void; inline?: boolean }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      icon={alertIcon('error')}
      banner={inline}
      message={t('profile.sectionError')}
      action={
        <Button size="small" onClick={reload}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
