// Registers the service worker after first paint and offers each new version with a prompt.
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { Workbox } from 'workbox-window';
import { i18n } from '../i18n/i18n.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const workbox = new Workbox('/sw.js', { type: 'module' });
  workbox.addEventListener('waiting', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const reload = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    root.render(
      <I18nProvider i18n={i18n}>
        <UpdatePrompt
          onReload={reload}
          onDismiss={() => {
            root.unmount();
            host.remove();
          }}
        />
      </I18nProvider>,
    );
  });
  void workbox.register();
}
