// Delivers messages: SMTP (nodemailer) for e-mail, an HTTP webhook for SMS, else the dev outbox table. Every send
// is bounded by SEND_TIMEOUT_MS (withDeadline) and is called with no transaction or row lock held, so a slow or dead
// mail or SMS service holds up only the one request or job that waits for it (docs/decisions.md).
import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox, type Channel } from '../db/schema.ts';

export type Attachment = { filename: string; content: Uint8Array; contentType: string };

/** `headers`: extra mail headers (List-Unsubscribe); an SMS and the dev outbox have none. */
export type Message = {
  channel: Channel;
  to: string;
  subject: string;
  body: string;
  attachments?: Attachment[];
  headers?: Record<string, string>;
};

export type SenderConfig = {
  smtpUrl: string;
  mailFrom: string;
  smsWebhookUrl: string;
  production: boolean;
  sendTimeoutMs: number;
  dkim: { domainName: string; keySelector: string; privateKey: string } | null;
};

/**
 * The headers a DKIM signature covers: nodemailer's own list and the one-click unsubscribe pair, which RFC 8058 §4
 * asks to be signed (List-Unsubscribe-Post is not in nodemailer's list).
 */
const SIGNED_HEADERS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:List-Unsubscribe:List-Unsubscribe-Post';

export type Sender = (message: Message, now: Date) => Promise<void>;

export function createSender(db: Db, config: SenderConfig): Sender {
  // nodemailer's own defaults wait up to 2 minutes to connect and 10 for a silent socket.
  const timeouts = { connectionTimeout: config.sendTimeoutMs, greetingTimeout: config.sendTimeoutMs, socketTimeout: config.sendTimeoutMs };
  const dkim = config.dkim ? { dkim: { ...config.dkim, headerFieldNames: SIGNED_HEADERS } } : {};
  const mail = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, ...timeouts, ...dkim }) : null;
  return async (message, now) => {
    if (message.channel === 'email' && mail) {
      await mail.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.body,
        ...(message.headers ? { headers: message.headers } : {}),
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.content),
          contentType: a.contentType,
        })),
      });
      return;
    }
    if (message.channel === 'phone' && config.smsWebhookUrl) {
      const res = await fetch(config.smsWebhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, body: message.body }),
        signal: AbortSignal.timeout(config.sendTimeoutMs),
      });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
      return;
    }
    // Production without a real sender must fail rather than park codes in a table nobody reads.
    if (config.production) throw new Error(`no sender configured for ${message.channel}`);
    // The dev outbox keeps text only: an attachment is named in the body.
    const { attachments = [], channel, to, subject, body } = message;
    const text = { channel, to, subject, body };
    const named = attachments.map((a) => `\n[attachment: ${a.filename}, ${a.content.length} bytes]`).join('');
    await db.insert(outbox).values({ ...text, body: text.body + named, createdAt: now });
  };
}

/** The send fails once `ms` have passed, whatever the service does (a sender that never answers included). */
export function withDeadline(send: Sender, ms: number): Sender {
  return (message, now) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`sending a ${message.channel} message took longer than ${ms} ms`)), ms);
    });
    return Promise.race([send(message, now), deadline]).finally(() => clearTimeout(timer));
  };
}

export type OutboxEntry = { id: string; channel: Channel; to: string; subject: string; body: string; createdAt: string };

export async function readOutbox(db: Db, to: string, limit = 20): Promise<OutboxEntry[]> {
  const rows = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
