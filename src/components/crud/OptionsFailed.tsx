import { Button } from 'antd';
import { useT } from '@/locales/useT';

/**
 * A select's list when its options could not be read: why, and Retry. Reads are not retried by
 * themselves (src/services/query.ts), and an empty list would read as "no data".
 */
export default function OptionsFailed({ text, onRetry }: { text?: string; onRetry: () => void }) {
  const t = useT();
  return (
    <span role="alert">
      {text ?? t('crud.optionsFailed')}{' '}
      <Button type="link" size="small" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </span>
  );
}

/** Props of a reference select whose options failed: its list says so, and opening it again reads again. */
export function failedOptionsProps({ failed, retry }: { failed?: boolean; retry?: () => void }) {
  if (!failed || !retry) return {};
  return {
    notFoundContent: <OptionsFailed onRetry={retry} />,
    onOpenChange: (open: boolean) => {
      if (open) retry();
    },
  };
}
