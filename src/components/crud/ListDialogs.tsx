import type { RefObject } from 'react';
import LazyDialog from '@/components/LazyDialog';
import { useFeedback } from '@/components/useFeedback';
import { useT } from '@/locales/useT';
import type { BaseRow } from '@/schema/types';
import { lazyComponent } from '@/utils/lazyComponent';
import { rowNameOf } from './fieldUtils';
import { keepPlace } from './keepPlace';
import { shownAfterSave } from './shownAfterSave';
import type { ResourceView } from './types';
import type { useListDialogs } from './useListDialogs';
import type { ResolvedField } from './useResourceFields';

// The add / edit form and the detail drawer load when first opened, so a list's first visit
// carries neither.
const CrudForm = lazyComponent(() => import('./CrudForm'));
const DetailDrawer = lazyComponent(() => import('./DetailDrawer'));

/**
 * A list's add / edit form and detail drawer, each once it has been opened (useListDialogs). A
 * row saved where the list's page does not show it (its search or order puts it elsewhere) is
 * named in a message saying so; an edit that takes its row out of the list keeps the keyboard
 * user's place in the table inside `box`, as a delete does (keepPlace), and so does the form of a
 * row deleted meanwhile (CrudForm).
 */
export default function ListDialogs<T extends BaseRow>({
  view,
  fields,
  dialogs,
  box,
  filtered,
}: {
  view: ResourceView<T>;
  fields: ResolvedField<T>[];
  dialogs: ReturnType<typeof useListDialogs<T>>;
  box: RefObject<HTMLElement>;
  /** The list's filters as the search form holds them: a new row starts in the references they pin. */
  filtered: () => Record<string, unknown>;
}) {
  const t = useT();
  const { message } = useFeedback();
  const saved = (row: T) => {
    keepPlace(box.current, [row.id])();
    dialogs.closeForm();
    view.onSaved?.(row);
    const list = box.current;
    void shownAfterSave(view.service.name, row.id).then((shown) => {
      if (!shown && list?.isConnected) message.info(t('crud.savedElsewhere', { name: rowNameOf(view)(row) }));
    });
  };
  return (
    <>
      {dialogs.formUsed && (
        <LazyDialog open={dialogs.editing !== undefined} onCancel={dialogs.closeForm} message={message}>
          <CrudForm
            view={view}
            fields={fields}
            editing={dialogs.editing}
            filtered={filtered}
            onClose={dialogs.closeForm}
            onSaved={saved}
            box={box}
          />
        </LazyDialog>
      )}
      {dialogs.detailUsed && (
        <LazyDialog open={dialogs.detail !== undefined} onCancel={dialogs.closeDetail} message={message}>
          <DetailDrawer view={view} fields={fields} row={dialogs.detail} onClose={dialogs.closeDetail} />
        </LazyDialog>
      )}
    </>
  );
}
