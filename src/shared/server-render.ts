// The contract between the server and its render of a page (src/ssr/entry-server.tsx, loaded from dist-ssr/
// by server/src/http/ssr.ts): what the server hands the render and what it gets back.
import type { ExecutionResult } from 'graphql';
import type { Locale } from './locales.ts';
import type { Unit } from './unit-system.ts';

/** The page's query answers by operation key, written into the page and read once by the app (src/graphql/server-data.ts). */
export type ServerData = Record<number, Record<string, unknown> | null | undefined>;

/** Runs one GraphQL operation as the signed-in person (the server's own schema and resolvers). */
export type Execute = (request: { query: string; variables: Record<string, unknown> | undefined }) => Promise<ExecutionResult>;

/**
 * `deviceType`: the product model the app keeps, as its cookie says (the render checks it). `signal`: the server's
 * budget; once aborted, no more queries or renders (the result is not used).
 */
export type RenderInput = {
  url: string;
  locale: Locale;
  unit: Unit;
  deviceType: string | null;
  execute: Execute;
  signal?: AbortSignal;
  /** Whether the render is for a signed-in person (a `person` page) or for no one (a `public` page). */
  signedIn: boolean;
};
export type RenderOutput = { html: string; lang: string; dir: 'ltr' | 'rtl'; data: ServerData };

/**
 * Who a server-drawn page is for: `person`, a remembered session's own page (drawn only for the session the app
 * holds, with its data); `public`, a page that is the same for everyone (drawn for anyone, signed in or not, with
 * no session at all: its data block is marked as no one's).
 */
export type PageAccess = 'person' | 'public';

/**
 * The pages the server draws (server/src/http/ssr.ts), by the route's path (a `$name` segment stands for any one
 * segment), each with its access and the route file whose split component draws it (the page's stylesheets are
 * that chunk's). Any other path gets the app's index.html.
 */
export const SERVER_PAGES = {
  '/': { access: 'person', route: 'src/routes/_auth/index.tsx' },
  '/report': { access: 'person', route: 'src/routes/_auth/report/index.tsx' },
  '/history': { access: 'person', route: 'src/routes/_auth/history.tsx' },
  '/personal': { access: 'person', route: 'src/routes/_auth/personal.tsx' },
  '/productModel': { access: 'person', route: 'src/routes/_auth/productModel.tsx' },
  '/body/trend': { access: 'person', route: 'src/routes/body/trend.tsx' },
  '/girth/trend': { access: 'person', route: 'src/routes/girth/trend.tsx' },
  '/login': { access: 'public', route: 'src/routes/login.tsx' },
  '/register': { access: 'public', route: 'src/routes/register.tsx' },
  '/about/rule': { access: 'public', route: 'src/routes/about/rule.tsx' },
  '/about/secret': { access: 'public', route: 'src/routes/about/secret.tsx' },
  '/wifi': { access: 'public', route: 'src/routes/wifi/index.tsx' },
  '/s/$token': { access: 'public', route: 'src/routes/s/$token.tsx' },
} as const satisfies Record<string, { access: PageAccess; route: string }>;

export type ServerPage = keyof typeof SERVER_PAGES;

const PAGE_PATTERNS = (Object.keys(SERVER_PAGES) as ServerPage[]).map((page) => ({
  page,
  pattern: new RegExp(`^${page.replace(/\$[A-Za-z]+/g, '[^/]+')}$`),
}));

/** The server-drawn page at `path`, or null for a path the server leaves to the app. */
export function serverPageOf(path: string): ServerPage | null {
  return PAGE_PATTERNS.find(({ pattern }) => pattern.test(path))?.page ?? null;
}

/** The server-drawn pages of one access, in SERVER_PAGES' order. */
export const serverPagesFor = (access: PageAccess): ServerPage[] =>
  (Object.keys(SERVER_PAGES) as ServerPage[]).filter((page) => SERVER_PAGES[page].access === access);

/** Whether `path` is one of a person's own pages (drawn for a session, kept as a drawing on the device). */
export function isPersonPage(path: string): boolean {
  const page = serverPageOf(path);
  return page !== null && SERVER_PAGES[page].access === 'person';
}

/** An address of `page` for the server render's warm-up (any value for a `$name` segment). */
export const samplePath = (page: ServerPage) => page.replace(/\$[A-Za-z]+/g, 'warm-up');
