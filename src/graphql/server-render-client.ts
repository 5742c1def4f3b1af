// Screens that read through a client of their own (a share link's, share-client.ts: nothing of another person may
// reach the app's offline cache) read through the server render's client instead while the server draws them
// (src/ssr/entry-server.tsx), so their queries are answered in the render's rounds like any other.
import { createContext, useContext } from 'react';
import type { Client, Exchange } from 'urql';

export const ServerRenderClient = createContext<Client | null>(null);

/** The server render's client while the server draws the screen, else `own()`: the screen's own client. */
export const useOwnClient = (own: () => Client): Client => useContext(ServerRenderClient) ?? own();

let pageAnswers: Exchange | null = null;

/**
 * The data of the page the server drew (graphql/server-data.ts), for such a screen's own client after the takeover: it
 * draws the same screen as the server's markup at once. Set once at start, before any screen renders.
 */
export const answerFromPage = (exchange: Exchange): void => {
  pageAnswers = exchange;
};

/** The exchange that answers from the page's data, first in an own client's exchanges (none on an app-drawn page). */
export const pageAnswerExchanges = (): Exchange[] => (pageAnswers ? [pageAnswers] : []);
