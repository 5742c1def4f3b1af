// Keeps the last drawing of each of a person's pages (lib/page-snapshot.ts) once the page stands complete: every
// query it holds answered, the page idle, online (no offline notice in it). The service worker answers the page's next
// load with it. Loaded once the first screen is up; for any signed-in session, wiped at sign-out like graphcache's
// copy; never on a kiosk tablet (shared: nothing of a member stays).
import { set } from 'idb-keyval';
import { session } from '#src/lib/session.ts';
import { isKiosk } from '#src/lib/kiosk.ts';
import { whenIdle } from '#src/lib/idle.ts';
import { sessionMark } from '#src/lib/document-session.ts';
import { heldAnswers, onAnswer } from '#src/graphql/page-answers.ts';
import { pageStore, snapshotKey, type PageSnapshot } from '#src/lib/page-snapshot.ts';
// Public pages are the server's to draw, for everyone: only a person's own are kept.
import { isPersonPage } from '#shared/server-render.ts';

// After the last change, so a page that is still settling (an answer, then its refresh) is drawn once.
const SETTLE_MS = 800;

async function keep(): Promise<void> {
  const token = session.token();
  const root = document.getElementById('root');
  if (!token || isKiosk() || !root || !navigator.onLine || !isPersonPage(window.location.pathname)) return;
  const key = snapshotKey(window.location);
  const data = heldAnswers();
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.getAttribute('src');
  const mark = await sessionMark(token);
  if (!data || !entry || !mark || session.token() !== token) return;
  const snapshot: PageSnapshot = {
    // A 3D view's canvas is drawn, not marked up: here an empty box of its size until the app, taking the page over,
    // draws it again. (Pages with one were not kept before: the comparison, since it shows the body's change, then
    // opened offline from the app's shell, docs/performance.md.)
    html: root.innerHTML,
    // As paths: the app's own files (the router adds a screen's stylesheets with their whole address).
    styles: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((link) => new URL(link.href, window.location.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
    title: document.title,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
    data,
    mark,
    entry: new URL(entry, window.location.href).pathname,
    savedAt: Date.now(),
  };
  await set(key, snapshot, pageStore()).catch(() => undefined);
}

let timer: ReturnType<typeof setTimeout> | undefined;
const schedule = () => {
  clearTimeout(timer);
  timer = setTimeout(() => whenIdle(() => void keep()), SETTLE_MS);
};

let started = false;
/** From now on: after each screen the router renders and each new answer, the page is kept once it has settled. */
export function startPageSnapshots(router: { subscribe(event: 'onRendered', listener: () => void): () => void }): void {
  if (started || isKiosk()) return;
  started = true;
  router.subscribe('onRendered', schedule);
  onAnswer(schedule);
  schedule();
}
