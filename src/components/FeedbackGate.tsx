import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { feedbackHostWanted, onFeedbackHostWanted, setFeedbackHostWanted } from '@/services/feedback';
import { loadFeedbackHost } from '@/services/firstScreen';
import { useOutsideSignIn } from './Layout/useOutsideSignIn';

/**
 * Mounts the host of messages and notifications (src/services/feedback.ts says why it is a chunk
 * of its own): outside the sign-in page at once, on it when a notice is first asked for.
 * A download that fails (offline on the sign-in page before its idle prefetch) is not final: the
 * notices wait, and the next one asks again, the "back online" notice among them.
 */
export default function FeedbackGate({ load = loadFeedbackHost }: { load?: typeof loadFeedbackHost }) {
  const outside = useOutsideSignIn();
  useEffect(() => {
    if (outside) setFeedbackHostWanted(true);
  }, [outside]);
  const wanted = useSyncExternalStore(onFeedbackHostWanted, feedbackHostWanted);
  const [Host, setHost] = useState<ComponentType>();
  useEffect(() => {
    if (!wanted || Host) return undefined;
    let live = true;
    load().then(
      (module) => live && setHost(() => module.default),
      () => setFeedbackHostWanted(false),
    );
    return () => {
      live = false;
    };
  }, [wanted, Host, load]);
  return Host ? <Host /> : null;
}
