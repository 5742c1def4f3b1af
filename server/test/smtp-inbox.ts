// A real SMTP server for the tests that send mail (smtp-server on a free local port), the one way: each message as
// received (its bytes and envelope), turned into what the test reads by `read`, pushed onto `inbox`. `refuse` makes it
// answer 550 to every recipient while it returns true (a mailbox that does not exist).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Envelope = { from: string; to: string[] };

export type SmtpInbox = {
  /** SMTP_URL for the app. */
  url: string;
  close(): Promise<void>;
};

export async function startSmtpInbox<T>(
  inbox: T[],
  read: (raw: Buffer, envelope: Envelope) => T | Promise<T>,
  options: { refuse?: () => boolean } = {},
): Promise<SmtpInbox> {
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(options.refuse?.() ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        Promise.resolve(read(Buffer.concat(chunks), envelope))
          .then((mail) => {
            inbox.push(mail);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
