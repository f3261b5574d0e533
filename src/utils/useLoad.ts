import { type DependencyList, useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  /** The answer of the latest load (undefined while it runs or after it failed). */
  data?: T;
  /** Why the latest load failed. */
  error?: unknown;
  loading: boolean;
  /** Loads again with the same inputs. */
  reload: () => void;
}

/**
 * Runs `load` when `deps` change (and on `reload`), keeping only the latest answer: an answer
 * that arrives after the inputs changed, or after the component went away, is dropped.
 * `load` returning undefined means "nothing to load yet" (e.g. no row chosen).
 */
export function useLoad<T>(load: () => Promise<T> | undefined, deps: DependencyList): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names the inputs of `load`
  useEffect(() => {
    const pending = load();
    if (!pending) {
      setState({ loading: false });
      return;
    }
    let live = true;
    setState({ loading: true });
    pending.then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  return { ...state, reload };
}
