/**
 * Where antd's short messages ("Saved", "Status changed") are put: a polite live region, so that
 * a screen reader reads each as it appears. antd's message has no role of its own, and a live
 * region is only heard when it was in the page before its content changed; antd's message holder
 * asks for its container as it mounts, long before its first message, so the region is there by
 * then. One region per parent: the page's body, or the element a list is full screen in.
 */
export function liveMessagesIn(parent: HTMLElement): HTMLElement {
  const found = parent.querySelector<HTMLElement>(':scope > [data-live-messages]');
  if (found) return found;
  const region = document.createElement('div');
  region.setAttribute('data-live-messages', '');
  region.setAttribute('aria-live', 'polite');
  parent.appendChild(region);
  return region;
}
