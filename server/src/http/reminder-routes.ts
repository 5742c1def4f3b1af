// The rescan reminder's unsubscribe link (domain/reminders.ts), without signing in: GET shows a page with one button
// (a link scanner that opens the URL stops nothing), its POST stops the reminders, and so does the mail client's
// one-click POST (RFC 8058: `List-Unsubscribe=One-Click`). A token this server did not make gets a page saying the
// link is not valid, never an error.
import type { AppDeps } from '../deps.ts';
import { getUser } from '../domain/accounts.ts';
import { unsubscribe, unsubscribeUser } from '../domain/reminders.ts';
import { requestLocale, serverI18n } from '../i18n.ts';
import { bcp47, directionOf, isLocale } from '#shared/locales.ts';
import { json } from './respond.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(locale: ReturnType<typeof requestLocale>, status: number, title: string, body: string): Response {
  const html =
    `<!doctype html><html lang="${bcp47(locale)}" dir="${directionOf(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} – Contour</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d2320}` +
    `button{font:inherit;padding:.7rem 1.2rem;border-radius:10px;border:0;background:#0b6e63;color:#fff}</style></head>` +
    `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

export async function reminderRoute(deps: AppDeps, request: Request, url: URL): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') return json(405, { error: 'method_not_allowed' }, { allow: 'GET, POST' });
  const token = url.searchParams.get('token') ?? '';
  const userId = token.length <= 100 ? unsubscribeUser(await deps.secret(), token) : null;
  const user = userId ? await getUser(deps.db, userId) : null;
  // The person's own language; for a link that names nobody, the browser's.
  const locale = user && isLocale(user.language) ? user.language : requestLocale(request.headers.get('accept-language'));
  const i18n = serverI18n(locale);
  if (!user)
    return page(locale, 404, i18n._('This link is not valid'), `<p>${escapeHtml(i18n._('It may have been copied incompletely.'))}</p>`);
  if (request.method === 'POST') {
    await unsubscribe(deps, user.id);
    return page(
      locale,
      200,
      i18n._('Scan reminders are off'),
      `<p>${escapeHtml(i18n._('You will get no more reminders to rescan. You can turn them on again in your personal centre.'))}</p>`,
    );
  }
  const action = `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    locale,
    200,
    i18n._('Stop scan reminders?'),
    `<p>${escapeHtml(i18n._('You will get no more e-mails or messages reminding you to rescan.'))}</p>` +
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(i18n._('Stop reminders'))}</button></form>`,
  );
}
