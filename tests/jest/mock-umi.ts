/**
 * The component project's stand-ins for two Umi runtime hooks, so a page renders inside only the
 * providers it needs (tests/helpers.tsx `renderPage`) instead of the whole app:
 * - `useAccess`: the access of the level the test signed in as (src/access.ts `accessOf`);
 * - `useModel('@@initialState')`: that level's current user.
 * With no level set (the shell suite renders the whole app), both are Umi's own.
 */
import { testSession } from './session';

jest.mock('@umijs/max', () => {
  const actual = jest.requireActual('@umijs/max');
  // Required when the hooks run, not when the factory does (jest's rule for mock factories).
  const session = () => (jest.requireActual('./session') as typeof import('./session')).testSession;
  // Whether a test signed in is fixed for the whole of a render, so the hook each override calls
  // is the same at every render of it.
  const overrides: Record<string, unknown> = {
    // biome-ignore lint/correctness/useHookAtTopLevel: fixed per render (above).
    useAccess: () => session().access ?? actual.useAccess(),
    useModel: (namespace: string, ...rest: unknown[]) =>
      namespace === '@@initialState' && session().initialState
        ? session().initialState
        : // biome-ignore lint/correctness/useHookAtTopLevel: fixed per render (above).
          actual.useModel(namespace, ...rest),
  };
  // A proxy, not a copy: Umi's modules import each other in a cycle (app.tsx imports
  // '@umijs/max' while it loads), so the real exports are read when used, not now.
  return new Proxy(actual, { get: (target, key: string) => (key in overrides ? overrides[key] : target[key]) });
});

afterEach(() => {
  testSession.access = undefined;
  testSession.initialState = undefined;
});
