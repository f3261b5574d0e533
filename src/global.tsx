/**
 * Runs once before the app renders: offline / update notices and the clean-up of service
 * workers left by an earlier offline-app build (the option is off now).
 */
import { getIntl } from '@umijs/max';
import { Button } from 'antd';
import { textDirection } from './locales/catalogue';
import { feedback, withFeedback } from './services/feedback';

const tr = (id: string) => getIntl().formatMessage({ id });

export function showOffline(): void {
  feedback.message.warning({ content: tr('app.offline'), key: 'network-state', duration: 0 });
}

export function showOnline(): void {
  feedback.message.success({ content: tr('app.online'), key: 'network-state' });
}

/**
 * "New content is available; press Refresh to reload." with a Refresh action. Shown once the app
 * is mounted when it is raised earlier (the service-worker clean-up runs before the first render).
 */
export function showUpdate(reload: () => void = () => window.location.reload()): void {
  withFeedback((fb) => showUpdateNow(fb, reload));
}

function showUpdateNow(fb: typeof feedback, reload: () => void): void {
  const key = `update-${Date.now()}`;
  fb.notification.open({
    key,
    message: tr('app.update.message'),
    description: tr('app.update.description'),
    duration: 0,
    actions: (
      <Button
        type="primary"
        onClick={() => {
          fb.notification.destroy(key);
          reload();
        }}
      >
        {tr('app.update.refresh')}
      </Button>
    ),
  });
}

/**
 * Unregisters service workers and clears Cache Storage, on secure origins only. Answers whether
 * a worker controlled this page: it may then have been served from that worker's cache, an older
 * build than the server's, and a reload shows the new content.
 */
export async function clearServiceWorkers(): Promise<boolean> {
  if (!window.isSecureContext) return false;
  let servedByWorker = false;
  if ('serviceWorker' in navigator) {
    servedByWorker = Boolean(navigator.serviceWorker.controller);
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
  }
  if ('caches' in window) {
    const keys = await window.caches.keys();
    await Promise.all(keys.map((k) => window.caches.delete(k)));
  }
  return servedByWorker;
}

/** Keeps <html lang dir> in step with the language (right-to-left for he, ar, fa, ku). */
export function applyDocumentLocale(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = textDirection(lang);
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', showOffline);
  window.addEventListener('online', showOnline);
  clearServiceWorkers().then(
    (servedByWorker) => servedByWorker && showUpdate(),
    () => undefined,
  );
}
