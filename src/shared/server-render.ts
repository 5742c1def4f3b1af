// The contract between the server and its render of a report page (src/ssr/entry-server.tsx, loaded from dist-ssr/
// by server/src/http/ssr.ts): what the server hands the render and what it gets back.
import type { ExecutionResult } from 'graphql';
import type { Locale } from './locales.ts';
import type { Unit } from './unit-system.ts';

/** The page's query answers by operation key, written into the page and read once by the app (src/graphql/server-data.ts). */
export type ServerData = Record<number, Record<string, unknown> | null | undefined>;

/** Runs one GraphQL operation as the signed-in person (the server's own schema and resolvers). */
export type Execute = (request: { query: string; variables: Record<string, unknown> | undefined }) => Promise<ExecutionResult>;

/** `signal`: the server's budget; once aborted, no more queries or renders (the result is not used). */
export type RenderInput = { url: string; locale: Locale; unit: Unit; execute: Execute; signal?: AbortSignal };
export type RenderOutput = { html: string; lang: string; dir: 'ltr' | 'rtl'; data: ServerData };
