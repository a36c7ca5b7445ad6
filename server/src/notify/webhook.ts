import type { ChannelSender, OutgoingMessage, SendOutcome } from './channels.js';
import { subjectOf, textOf } from './render.js';

/** How NOTIFY_URL is spoken to: ntfy's plain text with a `Title` header, or JSON. */
export type WebhookFormat = 'ntfy' | 'json';

/** The format of a NOTIFY_URL left to guess: ntfy for an ntfy host, JSON for the rest. */
export function webhookFormatOf(url: URL): WebhookFormat {
  return /(^|\.)ntfy\./.test(url.hostname) || url.hostname.startsWith('ntfy') ? 'ntfy' : 'json';
}

/**
 * The owner's channel (`NOTIFY_URL`): only the owner's events go there, to the address the
 * owner set, never one a member chose. JSON is `{title, body, type}`, what Apprise's API takes.
 */
export function createWebhookSender(deps: {
  url: URL;
  format: WebhookFormat;
  publicUrl: string;
}): ChannelSender {
  return {
    async send(message: OutgoingMessage): Promise<SendOutcome> {
      const title = subjectOf(message.kind, message.payload);
      const body = textOf(message.kind, message.payload, { publicUrl: deps.publicUrl });
      const request: RequestInit =
        deps.format === 'ntfy'
          ? {
              headers: {
                Title:
                  encodeURIComponent(title) === title
                    ? title
                    : `=?UTF-8?B?${Buffer.from(title).toString('base64')}?=`,
                'Content-Type': 'text/plain; charset=utf-8',
              },
              body,
            }
          : {
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ title, body, type: 'info' }),
            };
      try {
        const response = await fetch(deps.url, {
          method: 'POST',
          ...request,
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
        return { retry: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
