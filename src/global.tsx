/**
 * Runs once before the app renders (SPEC sections 1 and 4): offline / update notices and the
 * clean-up of service workers left by an earlier offline-app build (the option is off now).
 */
import { getIntl } from '@umijs/max';
import { Button } from 'antd';
import { textDirection } from './locales/catalogue';
import { getFeedback } from './services/feedback';

const tr = (id: string) => getIntl().formatMessage({ id });

export function showOffline(): void {
  getFeedback()?.message.warning({ content: tr('app.offline'), key: 'network-state', duration: 0 });
}

export function showOnline(): void {
  getFeedback()?.message.success({ content: tr('app.online'), key: 'network-state' });
}

/** "New content is available; press Refresh to reload." with a Refresh action. */
export function showUpdate(reload: () => void = () => window.location.reload()): void {
  const fb = getFeedback();
  if (!fb) return;
  const key = `update-${Date.now()}`;
  fb.notification.open({
    key,
    message: tr('app.update.message'),
    description: tr('app.update.description'),
    duration: 0,
    btn: (
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

/** Unregisters service workers and clears Cache Storage, on secure origins only. */
export async function clearServiceWorkers(): Promise<void> {
  if (!window.isSecureContext) return;
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
  }
  if ('caches' in window) {
    const keys = await window.caches.keys();
    await Promise.all(keys.map((k) => window.caches.delete(k)));
  }
}

/** Keeps <html lang dir> in step with the language (right-to-left for he, ar, fa, ku). */
export function applyDocumentLocale(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = textDirection(lang);
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', showOffline);
  window.addEventListener('online', showOnline);
  // An offline-app build would emit this when a new version is waiting.
  window.addEventListener('sw.updated', () => showUpdate());
  clearServiceWorkers().catch(() => undefined);
}
