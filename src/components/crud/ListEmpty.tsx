import { Button, Empty } from 'antd';
import { useT } from '@/locales/useT';

/**
 * What an empty list says. With filters on, that nothing matches them (and `note`, why a filter
 * may have found nothing), and a button that clears them (as the search form's Reset does);
 * without, antd's own "No data". A list whose rows could not be read says why (`failed`), not
 * that there are none: it does not know.
 */
export default function ListEmpty({
  filtered,
  note,
  onClear,
  failed,
}: {
  filtered: boolean;
  note?: string;
  onClear: () => void;
  failed?: string;
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
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={failed ?? (filtered ? said : undefined)}>
      {filtered && <Button onClick={onClear}>{t('crud.clearFilters')}</Button>}
    </Empty>
  );
}
