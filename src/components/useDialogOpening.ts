import { useCallback, useState } from 'react';

/**
 * A lazily loaded dialog's state: whether it is open, and how many times it has been opened. The
 * count keys the dialog (each opening starts afresh) and, above 0, keeps it mounted once closed,
 * so that it closes as a dialog does, giving the focus back to what opened it.
 */
export function useDialogOpening() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const show = useCallback(() => {
    setOpened((n) => n + 1);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { open, opened, show, close };
}
