import { useEffect, useRef } from 'react';

/**
 * The Suspense fallback of a dialog whose code loads when it is first opened. An Escape pressed
 * while it loads (a second or more on a slow connection or a busy machine) is the Escape that would
 * have closed the dialog: it cancels the opening, so the dialog does not appear after the user has
 * given up on it.
 */
export default function DialogLoading({ onCancel }: { onCancel: () => void }) {
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return null;
}
