import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the owner's webhook got. */
export interface HookRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The status it was answered with. */
  status: number;
}

/**
 * A stand-in for the owner's NOTIFY_URL (an ntfy topic, Apprise, any webhook) on 127.0.0.1:
 * keeps every request and answers the statuses queued in `statuses` first, then 200.
 */
export async function startWebhookSink() {
  const requests: HookRequest[] = [];
  const statuses: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = statuses.shift() ?? 200;
      requests.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status,
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    statuses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type WebhookSink = Awaited<ReturnType<typeof startWebhookSink>>;

/** A header ntfy reads as RFC 2047 (`=?UTF-8?B?...?=`) or as is, decoded. */
export function decodedHeader(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  const encoded = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=$/.exec(text);
  return encoded?.[1] !== undefined ? Buffer.from(encoded[1], 'base64').toString('utf8') : text;
}
