// Pages rendered on the server (SERVER_PAGES): a person's own pages (home, the report, history…) for a person signed
// in on this browser (docs/decisions.md, the cookie), and the public ones (sign-in, the legal texts, the WiFi set-up,
// a share link) for everyone. The browser's document request carries the session in an HttpOnly, SameSite=Strict
// cookie, which the app sets after sign-in (never on a kiosk) and clears at sign-out. The page's markup, stylesheets
// and data come in the HTML; the app's script starts after the first paint (public/start.js) and renders the same
// screen from the same data (src/graphql/server-data.ts). Anything else (a person's page without a cookie, an expired
// session, a page that redirects or does not render) gets the app's usual index.html. The cookie is
// http/document-session.ts's, the page around the markup http/ssr-template.ts's.
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { findSession } from '../domain/sessions.ts';
import { GRAPHQL_PATH } from '#shared/graphql-paths.ts';
import { requestLocale } from '../i18n.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { UnitSchema, type Unit } from '#shared/unit-system.ts';
import { sha256Hex } from '../domain/secrets.ts';
import { dataBlock, SESSION_MARK_LENGTH, parseUiCookie } from '#shared/document-cookies.ts';
import { DOCUMENT_COOKIE, LANG_COOKIE, UI_COOKIE } from '#shared/cookie-names.ts';
import { SERVER_PAGES, serverPageOf, type RenderInput, type RenderOutput } from '#shared/server-render.ts';
import { readCookie, withDocumentCookie } from './document-session.ts';
import { acceptedEncodings, compress } from './encoding.ts';
import { readTemplate, type Template } from './ssr-template.ts';

type GraphqlFetch = (request: Request, context: { ip: string }) => Promise<Response> | Response;
type Renderer = { renderPage(input: RenderInput): Promise<RenderOutput | null>; warmUp(): Promise<void> };

// A server render that takes longer than this is dropped for the app's own start (it would only delay the page).
const RENDER_BUDGET_MS = 1500;
// Renders at once per server process; a page beyond them gets the app's own start (a render's CPU time:
// docs/performance.md, "Figures behind the code").
const MAX_RENDERS = 8;

export function createSsr(deps: AppDeps, graphql: GraphqlFetch) {
  const { config, log, db, clock } = deps;
  const distDir = resolve(config.distDir);
  const entryFile = join(resolve(distDir, '..', 'dist-ssr'), 'entry-server.js');
  const mtimeOf = (file: string) => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return null;
    }
  };
  // The build as the server starts: index.html's time, and whether the render module is of the same build (`npm run
  // build` writes dist/ first, then dist-ssr/; an older render module is the last build's). Read once, with the
  // template: the module is loaded once too (its chunks import modules of the entry, so a second copy would render
  // with module state apart from the first's). A rebuild while the server runs stops the server render until a
  // restart, as new server code takes one, rather than pair one build's markup with another's assets.
  const builtAt = mtimeOf(join(distDir, 'index.html'));
  const entryAt = mtimeOf(entryFile);
  const usable = builtAt !== null && entryAt !== null && entryAt >= builtAt;
  let template: Template | null = null;
  if (usable) {
    try {
      template = readTemplate(distDir);
    } catch (err) {
      // A build without its manifest (copied without dot folders, or halfway written): the app's own start.
      log.warn({ err: String(err) }, 'no server render (dist/.vite/manifest.json unreadable)');
    }
  }
  const renderer: Promise<Renderer | null> = template
    ? import(pathToFileURL(entryFile).href).then(
        async (loaded: Renderer) => {
          // The default catalogs and the pages' route code, before the first page asks for them.
          await loaded.warmUp().catch(() => undefined);
          return loaded;
        },
        (err: unknown) => {
          log.warn({ err: String(err) }, 'no server render (dist-ssr/ unreadable)');
          return null;
        },
      )
    : Promise.resolve(null);
  const currentTemplate = () => (template && mtimeOf(join(distDir, 'index.html')) === builtAt ? template : null);

  let rendering = 0;
  /** One of SERVER_PAGES: rendered (for the cookie's session, or a public page for no one), else `app` (the app's usual start). */
  async function page(request: Request, url: URL, ip: string, app: () => Response): Promise<Response> {
    const drawn = await renderPage(request, url, ip);
    if (drawn === 'no_session') return withDocumentCookie(app(), null, config.production);
    return drawn ?? app();
  }

  /** The cookie's session if it is one the app holds: its token and mark; 'ended' for a cookie to clear; null for none. */
  async function cookieSession(request: Request) {
    const token = readCookie(request, DOCUMENT_COOKIE);
    if (!token) return null;
    const session = await findSession(db, token, clock.now());
    const mark = sha256Hex(token).slice(0, SESSION_MARK_LENGTH);
    // An ended session's cookie goes, and so does one the app no longer holds: its own cookie, cleared at sign-out even
    // offline, must name this session.
    if (!session || parseUiCookie(readCookie(request, UI_COOKIE))?.mark !== mark) return 'ended' as const;
    return { token, mark };
  }

  async function renderPage(request: Request, url: URL, ip: string): Promise<Response | 'no_session' | null> {
    const page = currentTemplate();
    const path = url.pathname;
    const drawn = serverPageOf(path);
    if (request.method !== 'GET' || !drawn || !page) return null;
    // A report is always one by its id: the latest (no id) is found by the app, which keeps the person's model.
    if (drawn === '/report' && !url.searchParams.get('id')) return null;
    // The PDF printer's page (every section at once) is the app's own, as the printer expects it.
    if (drawn === '/s/$token' && url.searchParams.has('print')) return null;
    const access = SERVER_PAGES[drawn].access;
    if (access === 'person' && !readCookie(request, DOCUMENT_COOKIE)) return null;
    const module = await renderer;
    if (!module) return null;
    // A public page is drawn for the remembered session when there is one (as the app will show it), else for no one.
    const held = await cookieSession(request);
    if (held === 'ended' && access === 'person') return 'no_session';
    const person = held && held !== 'ended' ? held : null;
    if (access === 'person' && !person) return null;

    const ui = parseUiCookie(readCookie(request, UI_COOKIE));
    // The session's choice, else the device's (a signed-out device's chosen language), else the browser's.
    const chosen = [ui?.locale, readCookie(request, LANG_COOKIE)].find(isLocale);
    const locale: Locale = chosen ?? requestLocale(request.headers.get('accept-language'));
    const unit: Unit = v.is(UnitSchema, ui?.unit) ? ui.unit : 'metric';
    const execute: RenderInput['execute'] = async ({ query, variables }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': locale };
      if (person) headers['authorization'] = `Bearer ${person.token}`;
      const response = await graphql(
        new Request(new URL(GRAPHQL_PATH, url), { method: 'POST', headers, body: JSON.stringify({ query, variables }) }),
        { ip },
      );
      return (await response.json()) as Awaited<ReturnType<RenderInput['execute']>>;
    };

    const started = performance.now();
    // Past its budget a render stops between rounds (no more queries, no more renders) and the app starts instead.
    const budget = AbortSignal.timeout(RENDER_BUDGET_MS);
    if (rendering >= MAX_RENDERS) return null;
    rendering += 1;
    // The slot is held until the render itself ends (its queries too), not only until this answer gives up on it.
    const work = module.renderPage({
      url: path + url.search,
      locale,
      unit,
      deviceType: person ? (ui?.deviceType ?? null) : null,
      execute,
      signal: budget,
      signedIn: person !== null,
    });
    void work.catch(() => null).finally(() => (rendering -= 1));
    let output: RenderOutput | null;
    try {
      output = await Promise.race([work, new Promise<null>((done) => budget.addEventListener('abort', () => done(null), { once: true }))]);
    } catch (err) {
      log.error({ err }, 'server render failed');
      return null;
    }
    if (!output) return null;

    // The tab names the screen before the app starts, as the app's Screen does ("Report – Contour"): the heading's
    // text, already escaped by React, in the same form.
    const heading = /<h1\b[^>]*>([^<]*)<\/h1>/.exec(output.html)?.[1];
    const head = page.head
      .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${output.lang}" dir="${output.dir}">`)
      .replace('<title>Contour</title>', () => (heading ? `<title>${heading} – Contour</title>` : '<title>Contour</title>'))
      .replace('</head>', `${page.styles[drawn].map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('')}</head>`);
    const body =
      // Marked as drawn until the app has taken it over (hydrated it: graphql/server-data.ts takeOver).
      `${head}<div id="root" data-drawn="server">${output.html}</div>` +
      // The session it was drawn for, so a tab signed in as someone else does not take this data for its own (none: a
      // public page drawn for no one).
      `${dataBlock(person?.mark ?? '', output.data)}${page.start}${page.tail}`;
    log.debug({ ms: Math.round(performance.now() - started) }, 'server render');

    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      // A person's page: kept by no cache, and never served from one to another cookie.
      'cache-control': 'no-store',
      vary: 'cookie, accept-language, accept-encoding',
    };
    const bytes = new TextEncoder().encode(body);
    const [encoding] = acceptedEncodings(request.headers.get('accept-encoding'));
    if (!encoding) return new Response(bytes, { status: 200, headers });
    // Compressing a cookie-authorized page is safe from BREACH here: SameSite=Strict keeps the cookie off every
    // request another site starts, so no other site can have this page made for it.
    const compressed = await compress(encoding, bytes);
    return new Response(new Uint8Array(compressed), { status: 200, headers: { ...headers, 'content-encoding': encoding } });
  }

  return { page };
}
