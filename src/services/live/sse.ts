/**
 * A Server-Sent Events reader for a fetch body (the event stream format of the HTML standard):
 * chunks in, whole events out. EventSource would parse this itself, but it cannot send the two
 * token headers every call carries (docs/product-rules.md, requests).
 */

export interface SseEvent {
  /** The event's `id`, or the last one seen before it (the standard's "last event ID"). */
  id: string;
  /** `message` when the event names none. */
  event: string;
  data: string;
}

/** Feeds text as it arrives; calls `onEvent` for each complete event. Comment lines are skipped. */
export function sseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let lastId = '';
  let dispatchedId = '';
  let event = '';
  let data: string[] = [];
  let sawData = false;

  const line = (text: string) => {
    if (text === '') {
      // As the standard says, the id a reconnection sends is that of the last event dispatched:
      // one cut off before its blank line never arrived.
      dispatchedId = lastId;
      if (sawData) onEvent({ id: lastId, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      sawData = false;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      data.push(value);
      sawData = true;
    } else if (field === 'event') event = value;
    // An id with a NUL is ignored, as the standard says.
    else if (field === 'id' && !value.includes('\u0000')) lastId = value;
  };

  return {
    push(chunk: string): void {
      buffer += chunk;
      // Lines end in \n, \r\n or \r; a \r at the very end may still be followed by its \n.
      for (;;) {
        const match = /\r\n|\n|\r(?!$)/.exec(buffer);
        if (!match) break;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    /** The id of the last event seen (what a reconnection sends as Last-Event-ID). */
    get lastEventId(): string {
      return dispatchedId;
    },
  };
}
