import type { WebhookFormat } from '../config/notify.js';
import type { ChannelSender, OutgoingMessage, SendOutcome } from './channels.js';
import { subjectOf, textOf } from './render.js';

/** A header value as ntfy reads it: ASCII as is, anything else as RFC 2047 (UTF-8, base64). */
function headerText(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;
}

/**
 * The request for one message. ntfy: the text as the body, `Title`, `Tags` (an emoji: 🎬, or ⚠️
 * for something gone wrong), `Priority` high for those, and `Click` (the page of the site that
 * shows it, with PUBLIC_URL). JSON: `{title, body, type}`, what Apprise's API takes, `type`
 * `warning` for those; `url` for the page.
 */
export function webhookRequest(
  message: Pick<OutgoingMessage, 'kind' | 'payload'>,
  format: WebhookFormat,
  publicUrl: string,
): { headers: Record<string, string>; body: string } {
  const { kind, payload } = message;
  const title = subjectOf(kind, payload);
  const body = textOf(kind, payload, { publicUrl });
  const click = publicUrl && payload.enlace ? `${publicUrl}${payload.enlace}` : null;
  if (format === 'json') {
    return {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title,
        body,
        type: payload.alerta ? 'warning' : 'info',
        ...(click ? { url: click } : {}),
      }),
    };
  }
  return {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      Title: headerText(title),
      Tags: payload.alerta ? 'warning' : 'clapper',
      ...(payload.alerta ? { Priority: 'high' } : {}),
      ...(click ? { Click: click } : {}),
    },
    body,
  };
}

/**
 * The owner's channel (`NOTIFY_URL`): only the owner's events go there, to the address the
 * owner set, never one a member chose. A user and password in the address (ntfy's and
 * Apprise's basic auth) go as an `Authorization` header: fetch refuses them in the URL.
 */
export function createWebhookSender(deps: {
  url: URL;
  format: WebhookFormat;
  publicUrl: string;
}): ChannelSender {
  const url = new URL(deps.url);
  const auth = url.username
    ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
    : null;
  url.username = '';
  url.password = '';
  return {
    async send(message: OutgoingMessage): Promise<SendOutcome> {
      const request = webhookRequest(message, deps.format, deps.publicUrl);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...request.headers, ...(auth ? { Authorization: auth } : {}) },
          body: request.body,
          signal: AbortSignal.timeout(15_000),
          redirect: 'error',
        });
        await response.body?.cancel();
        if (response.ok) return 'sent';
        const reason = `NOTIFY_URL respondió ${response.status}`;
        return response.status >= 500 || response.status === 429
          ? { retry: reason }
          : { drop: reason };
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        const text = error instanceof Error ? error.message : String(error);
        return { retry: `NOTIFY_URL no responde: ${cause ? `${text} (${cause})` : text}` };
      }
    },
  };
}
