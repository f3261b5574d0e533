import { type ComponentType, lazy } from 'react';

/** How to start again each lazy component whose download failed (see `retryFailedDownloads`). */
const failed = new Set<() => void>();

/**
 * React.lazy for a component with a type parameter, e.g. `function Modal<T>(props: Props<T>)`,
 * whose failed download can be tried again.
 *
 * lazy() types its result from the component's props with the type parameter fixed to its
 * constraint, so `<LazyModal view={view} />` with a view of one resource's row type no longer
 * type-checks (a view is not assignable to the view of the constraint). The lazy component
 * renders exactly the loaded one with the same props, so it may carry the loaded component's
 * type: checked here as a component, then narrowed to that type, the one assertion this needs.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props
export function lazyComponent<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): C {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  let Loaded: ComponentType<any>;
  const fresh = () => {
    Loaded = lazy(() =>
      load().catch((error: unknown) => {
        failed.add(fresh);
        throw error;
      }),
    );
  };
  fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy component, at a module's top level, as lazy() itself is
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const Retrying: ComponentType<any> = (props) => <Loaded {...props} />;
  return Retrying as C;
}

/**
 * lazy() keeps a failed download's error for good: a dialog opened offline would fail again
 * once the connection is back. Called when the user asks again (LazyDialog, on its next opening),
 * this makes each failed one download afresh when next rendered. Not on React's own retry of a
 * failed render, which would start the download again and again while offline.
 */
export function retryFailedDownloads(): void {
  for (const restart of failed) restart();
  failed.clear();
}
