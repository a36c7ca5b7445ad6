import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests and the bench (the `smtp-server` package), keeping
 * what it accepted parsed by `mailparser`. `refuse` answers every message with a temporary
 * failure (451) until it is set back; `parse: false` only counts and keeps each message's
 * envelope recipients and bytes, to be read once the timing is over (the bench).
 */
export async function startSmtpSink(options: { parse?: boolean; port?: number } = {}) {
  const parse = options.parse ?? true;
  const mails: ParsedMail[] = [];
  const raw: { to: string[]; data: Buffer }[] = [];
  const state = { refuse: false, accepted: 0, refused: 0, lastAcceptedAt: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse) {
          state.refused++;
          const error = Object.assign(new Error('Inténtalo más tarde'), { responseCode: 451 });
          callback(error);
          return;
        }
        state.accepted++;
        state.lastAcceptedAt = performance.now();
        callback();
        const data = Buffer.concat(chunks);
        if (parse) void simpleParser(data).then((mail) => mails.push(mail));
        else raw.push({ to, data });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://cine:clave@127.0.0.1:${port}`,
    mails,
    raw,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Waits until `check` holds, polling; throws after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
