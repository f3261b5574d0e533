import type { MouseEvent } from 'react';
import { focusPageContent } from '@/components/focusTargets';
import { useT } from '@/locales/useT';
import { useOutsideSignIn } from './useOutsideSignIn';

/**
 * "Skip to content": the first Tab stop of every page inside the layout, shown only while it has
 * the focus. It moves the focus to the page's content (ProLayout's content is the page's one
 * <main>), past the side menu and the header. The sign-in page has neither, so it has no such link.
 */
export default function SkipLink() {
  const t = useT();
  if (!useOutsideSignIn()) return null;
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    if (focusPageContent()) e.preventDefault();
  };
  return (
    // A link, as skip links are, so that screen readers list it with the page's links; the script
    // moves the focus, which following the fragment would not do (the content has no id of its own).
    // biome-ignore lint/a11y/useValidAnchor: see above
    <a className="skip-link" href="#main" onClick={skip}>
      {t('a11y.skipToContent')}
    </a>
  );
}
