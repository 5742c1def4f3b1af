// The mailbox of the outside world: what the dev outbox holds for an address (codes, sign-in links). Apart from
// support.ts so that page models can read it without an import cycle.
import { expect, type APIRequestContext } from '@playwright/test';

/** The first match of `pattern` in the latest message to an address, read from the dev outbox once it has arrived. */
async function fromLatestMessage(request: APIRequestContext, address: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(address)}`);
      const messages = (await response.json()) as Array<{ body: string }>;
      found = messages[0]?.body.match(pattern)?.[1];
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** The latest code sent to an address: the message's first 4-digit word (the sign-in link after it holds a port). */
export const latestCode = (request: APIRequestContext, address: string) => fromLatestMessage(request, address, /\b(\d{4})\b/);

/** The sign-in link of the latest login message to an address (its token is after /linkLogin#). */
export const latestSignInLink = (request: APIRequestContext, address: string) =>
  fromLatestMessage(request, address, /(https?:\/\/\S+\/linkLogin#[A-Za-z0-9_-]{43})/);

/** The link of the latest coach's invitation to an address (`/shared/accept?token=…`). */
export const latestInvitationLink = (request: APIRequestContext, address: string) =>
  fromLatestMessage(request, address, /(https?:\/\/\S+\/shared\/accept\?token=[A-Za-z0-9_-]{43})/);
