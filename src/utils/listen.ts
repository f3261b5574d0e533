/** Adds each listener to `target` (by event type); returns what removes them all again. */
export function listen(target: EventTarget, listeners: Record<string, (event: Event) => void>): () => void {
  const entries = Object.entries(listeners);
  for (const [type, fn] of entries) target.addEventListener(type, fn);
  return () => {
    for (const [type, fn] of entries) target.removeEventListener(type, fn);
  };
}
