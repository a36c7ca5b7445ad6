import nodemailer from 'nodemailer';
import type { EmailConfig } from '../config/notify.js';
import type { Db } from '../db/connection.js';
import type { ChannelSender, OutgoingMessage, SendOutcome } from './channels.js';
import { createNotifyQueries } from './queries.js';
import { htmlOf, subjectOf, textOf } from './render.js';
import type { UnsubscribeTokens } from './unsubscribe.js';

/** The email settings (`SMTP_URL`, `MAIL_FROM`, `PUBLIC_URL`). */

/** Only these addresses get mail in demo mode: the demo accounts'. */
const DEMO_DOMAIN = '@demo.local';

/**
 * The email channel: nodemailer over SMTP_URL (smtps:// is TLS from the start; smtp:// upgrades
 * with STARTTLS when the server offers it), a pooled connection. Each message carries a
 * `List-Unsubscribe` link with one click (RFC 8058) for its member and kind.
 */
export function createEmailSender(deps: {
  db: Db;
  config: EmailConfig;
  tokens: UnsubscribeTokens;
  demo: boolean;
}): ChannelSender & { close(): void } {
  const { config } = deps;
  const queries = createNotifyQueries(deps.db);
  // A pool of connections (query options are nodemailer's own way to set them with a URL).
  const url = new URL(config.smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', '4');
  const transport = nodemailer.createTransport(url.toString());
  transport.setMaxListeners(0);

  async function send(message: OutgoingMessage): Promise<SendOutcome> {
    if (message.userId === null) return { drop: 'sin destinatario' };
    const user = await queries.mailOf(message.userId);
    if (!user?.email) return { drop: 'el socio no tiene dirección de correo' };
    if (deps.demo && !user.email.toLowerCase().endsWith(DEMO_DOMAIN)) {
      return { drop: 'modo demo: solo se escribe a las cuentas de demostración' };
    }
    const unsubscribeUrl = `${config.publicUrl}/api/avisos/baja?t=${deps.tokens.make(message.userId, message.kind)}`;
    const links = { publicUrl: config.publicUrl, unsubscribeUrl };
    try {
      await transport.sendMail({
        from: config.from,
        to: { name: user.name, address: user.email },
        subject: subjectOf(message.kind, message.payload),
        text: textOf(message.kind, message.payload, links),
        html: htmlOf(message.kind, message.payload, links),
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'Auto-Submitted': 'auto-generated',
        },
      });
      return 'sent';
    } catch (error) {
      const { responseCode, message: text } = error as { responseCode?: number; message: string };
      // A permanent refusal (5xx) of this message will not change; anything else may.
      if (responseCode && responseCode >= 500 && responseCode !== 421) return { drop: text };
      return { retry: text };
    }
  }

  return { send, close: () => transport.close() };
}
