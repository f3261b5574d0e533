import { useEffect, useState } from 'react';
import { sessionHasEnded } from '@/services/session';
import { dropDraft, readDraft, writeDraft } from './crud/formDraft';

/**
 * The draft (./crud/formDraft.ts) of a form other than the add and edit dialogs, under `key`:
 * what it held when the session ended under it, read once as the form mounts again; written on
 * each change (the forms that use it hold no password); dropped once saved (`drop`), or when
 * the form is left while the session lasts (another page, a reload, another address), as that
 * is leaving it on purpose.
 */
export function useFormDraft(key: string) {
  // What came back; undefined again once saved.
  const [initial, setInitial] = useState(() => readDraft(key));
  useEffect(() => {
    const left = () => {
      if (!sessionHasEnded()) dropDraft(key);
    };
    // A reload or another address unloads the page without unmounting the form.
    window.addEventListener('pagehide', left);
    return () => {
      window.removeEventListener('pagehide', left);
      left();
    };
  }, [key]);
  return {
    initial,
    save: (values: object) => writeDraft(key, values as Record<string, unknown>),
    drop: () => {
      dropDraft(key);
      setInitial(undefined);
    },
  };
}
