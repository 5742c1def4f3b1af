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
};
export type RenderOutput = { html: string; lang: string; dir: 'ltr' | 'rtl'; data: ServerData };

/**
 * The pages the server draws for a remembered session (server/src/http/ssr.ts), by path, each with the route file
 * whose split component draws it (the page's stylesheets are that chunk's). Any other path gets the app's index.html.
 */
export const SERVER_PAGES = {
  '/': 'src/routes/_auth/index.tsx',
  '/report': 'src/routes/_auth/report/index.tsx',
  '/history': 'src/routes/_auth/history.tsx',
} as const satisfies Record<string, string>;

export type ServerPage = keyof typeof SERVER_PAGES;

export const isServerPage = (path: string): path is ServerPage => Object.hasOwn(SERVER_PAGES, path);
