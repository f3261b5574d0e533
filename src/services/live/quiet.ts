/**
 * The first connection of a page load waits until the page has loaded its code and data and been
 * quiet this long: live updates are a nicety, the first screen is not, and they should not compete
 * with it on a slow connection. (It also leaves load-watching tools such as Playwright's
 * `networkidle` a quiet moment to see, which a connection that never ends would not.)
 */
export const QUIET_MS = 1_500;

/**
 * Resolves once the document has loaded, `busy()` is false and no resource (script, style, call)
 * has finished loading for `ms`.
 */
export function whenQuiet(ms: number, busy: () => boolean = () => false): Promise<void> {
  return new Promise((resolve) => {
    let last = Date.now();
    const observer =
      typeof PerformanceObserver === 'undefined'
        ? undefined
        : new PerformanceObserver(() => {
            last = Date.now();
          });
    try {
      observer?.observe({ type: 'resource' });
    } catch {
      // (No resource timing here: the other signs suffice.)
    }
    const check = () => {
      if (busy() || document.readyState !== 'complete') last = Date.now();
      if (Date.now() - last >= ms) {
        observer?.disconnect();
        resolve();
      } else setTimeout(check, Math.min(250, ms));
    };
    check();
  });
}
