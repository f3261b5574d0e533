import { Button, Empty } from 'antd';
import { useT } from '@/locales/useT';

/**
 * What an empty list says. With filters on, that nothing matches them, and a button that clears
 * them (as the search form's Reset does); without, antd's own "No data".
 */
export default function ListEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const t = useT();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t('crud.noMatch') : undefined}>
      {filtered && <Button onClick={onClear}>{t('crud.clearFilters')}</Button>}
    </Empty>
  );
}
