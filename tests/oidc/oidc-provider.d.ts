// The few parts of oidc-provider 8 (untyped; @types/oidc-provider is not installed) that tests/oidc/provider.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = { accountId: string; claims: () => Record<string, unknown> | Promise<Record<string, unknown>> };
  type Interaction = {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
  };
  class Grant {
    constructor(init: { accountId: string | undefined; clientId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount: (ctx: unknown, sub: string) => Account | Promise<Account>;
        interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string };
        renderError?: (ctx: { type: string; body: string }, out: Record<string, unknown>, error: unknown) => void;
      },
    );
    proxy: boolean;
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
