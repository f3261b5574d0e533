import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a component with a type parameter, e.g. `function Modal<T>(props: Props<T>)`.
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
  const component: ComponentType<any> = lazy(load);
  return component as C;
}
