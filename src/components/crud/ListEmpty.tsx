import { Button, Empty } from 'antd';
import { useT } from '@/locales/useT';

/**
 * What an empty list says. With filters on, that nothing matches them (and `note`, why a filter
 * may have found nothing), and a button that clears them (as the search form's Reset does);
 * without, antd's own "No data".
 */
export default function ListEmpty({
  filtered,
  note,
  onClear,
}: {
  filtered: boolean;
  note?: string;
  onClear: () => void;
}) {
  const t = useT();
  const said = note ? (
    <>
      <span style={{ display: 'block' }}>{t('crud.noMatch')}</span>
      {note}
    </>
  ) : (
    t('crud.noMatch')
  );
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? said : undefined}>
      {filtered && <Button onClick={onClear}>{t('crud.clearFilters')}</Button>}
    </Empty>
  );
}
