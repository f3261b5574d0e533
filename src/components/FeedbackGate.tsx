import { history } from '@umijs/max';
import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { feedbackHostWanted, onFeedbackHostWanted, wantFeedbackHost } from '@/services/feedback';
import { loadFeedbackHost } from '@/services/firstScreen';
import { onLoginPage } from '@/services/session';

const Nothing: ComponentType = () => null;

// A host whose chunk failed to load leaves the page as it is, with no notices, rather than taking
// the whole app down with it (nothing above this component catches).
const FeedbackHost = lazy<ComponentType>(() => loadFeedbackHost().catch(() => ({ default: Nothing })));

/**
 * Mounts the host of messages and notifications (src/services/feedback.ts says why it is a chunk
 * of its own): outside the sign-in page at once, on it when a notice is first asked for.
 */
export default function FeedbackGate() {
  // (Rendered above the router, with the app's providers: the path comes from Umi's history.)
  useEffect(() => {
    const check = () => {
      if (!onLoginPage()) wantFeedbackHost();
    };
    check();
    return history.listen(check);
  }, []);
  const wanted = useSyncExternalStore(onFeedbackHostWanted, feedbackHostWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}
