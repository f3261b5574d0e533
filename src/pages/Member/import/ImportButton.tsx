import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useT } from '@/locales/useT';
import { lazyComponent } from '@/utils/lazyComponent';

// The dialog, its worker and the file parsers load when the dialog first opens: the member list's
// first visit carries none of them.
const ImportDialog = lazyComponent(() => import('../batchDialogs').then((m) => ({ default: m.ImportDialog })));

/** "Import" in the member list's toolbar (level 1). */
export default function ImportButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Each opening starts afresh (a new dialog, no file from the last time).
  const [opened, setOpened] = useState(0);
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        onClick={() => {
          setOpened((n) => n + 1);
          setOpen(true);
        }}
      >
        {t('memberImport.open')}
      </Button>
      {opened > 0 && (
        <Suspense fallback={null}>
          <ImportDialog key={opened} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
