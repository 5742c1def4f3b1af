// A real OpenID Connect provider (oidc-provider) for tests, in-process on a free (or given) port. Its login page is
// a plain form (username and display name); consent is granted automatically. Vitest can skip the form with
// loginAs(), which answers the next login interaction without a page.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestAccount = { sub: string; name?: string; email?: string };

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The next login interaction signs in as this account without showing the form (vitest). */
  loginAs(account: TestAccount): void;
  close(): Promise<void>;
};

export type TestProviderOptions = {
  /** The app's callback URL(s) to register for the client. */
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
};

/** A per-provider in-memory store (the built-in one warns on every start; this one is the same, said explicitly). */
function memoryAdapter() {
  const store = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt && entry.expiresAt < Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      store.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : 0 });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      for (const key of store.keys()) if (key.startsWith(`${this.model}:`) && live(key)?.['uid'] === uid) return live(key);
      return undefined;
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload['consumed'] = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) if (entry.payload['grantId'] === grantId) store.delete(key);
    }
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const clientId = options.clientId ?? 'contour-test';
  const clientSecret = options.clientSecret ?? 'contour-test-secret-0123456789abcdef';
  const accounts = new Map<string, TestAccount>();
  const queued: TestAccount[] = [];

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    adapter: memoryAdapter(),
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'nickname'], email: ['email', 'email_verified'] },
    cookies: { keys: ['contour-test-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub) ?? { sub };
      return {
        accountId: sub,
        claims: () => ({
          sub,
          ...(account.name ? { name: account.name } : {}),
          ...(account.email ? { email: account.email, email_verified: true } : {}),
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Provider error</title><pre>${escapeHtml(JSON.stringify(out))}</pre>`;
    },
  });
  provider.proxy = false;

  async function finishLogin(req: IncomingMessage, res: ServerResponse, account: TestAccount) {
    accounts.set(account.sub, account);
    await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (details.prompt.name === 'consent') {
      const accountId = details.session?.accountId;
      const clientIdOf = String(details.params['client_id']);
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId: clientIdOf });
      if (!grant) throw new Error('grant vanished');
      const missing = details.prompt.details['missingOIDCScope'];
      if (Array.isArray(missing)) grant.addOIDCScope(missing.join(' '));
      const missingClaims = details.prompt.details['missingOIDCClaims'];
      if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    if (action === 'login' && req.method === 'POST') {
      const form = await readForm(req);
      const sub = (form.get('username') ?? '').trim();
      if (sub) {
        const name = (form.get('name') ?? '').trim();
        const email = (form.get('email') ?? '').trim();
        await finishLogin(req, res, { sub, ...(name ? { name } : {}), ...(email ? { email } : {}) });
        return;
      }
    }
    if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person cancelled' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const next = queued.shift();
    if (next) {
      await finishLogin(req, res, next);
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Test provider sign-in</title></head><body>
<h1>Test provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Username <input name="username" autocomplete="off" required></label><br>
<label>Display name <input name="name" autocomplete="off"></label><br>
<label>E-mail <input name="email" autocomplete="off"></label><br>
<button type="submit">Authorize</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</body></html>`);
  }

  const callback = provider.callback();
  handler = (req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?\/?$/.exec((req.url ?? '').split('?')[0] ?? '');
    if (!match) {
      callback(req, res);
      return;
    }
    interaction(req, res, match[1]!, match[2]).catch((err: unknown) => {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/plain');
      res.end(`interaction failed: ${err instanceof Error ? err.message : String(err)}`);
    });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    loginAs: (account) => {
      queued.push(account);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
