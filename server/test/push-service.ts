import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tempDir, whenFileEnds } from './helpers.js';

/**
 * A stand-in for a browser's push service (RFC 8030), on HTTPS with a certificate made here:
 * the server under test trusts it through NODE_EXTRA_CA_CERTS. It checks each push as a real
 * service would (the VAPID JWT, RFC 8292) and reads it as the browser would (aes128gcm,
 * RFC 8291 over RFC 8188), with the private key of a subscription made here.
 */

/** A browser's side of a subscription: what it sends the server, and its private key. */
export interface TestBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: crypto.ECDH;
}

export interface ReceivedPush {
  /** The subscription's id, the endpoint's last segment. */
  browser: string;
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
  claims: { aud: string; exp: number; sub: string };
  /** The key of the `Authorization: vapid t=…, k=…` header. */
  vapidKey: string;
  ttl: string;
}

/** A self-signed certificate for 127.0.0.1, made with the openssl CLI (Node makes none). */
export function makeCertificate(): { key: string; cert: string; certFile: string } {
  const dir = tempDir('cineclub-push-cert-');
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
      ...['-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile],
    ],
    { stdio: 'ignore' },
  );
  return {
    key: fs.readFileSync(keyFile, 'utf8'),
    cert: fs.readFileSync(certFile, 'utf8'),
    certFile,
  };
}

export async function startPushService(tls: { key: string; cert: string }) {
  const received: ReceivedPush[] = [];
  const refused: { browser: string; reason: string }[] = [];
  const browsers = new Map<string, TestBrowser>();
  /** Answers other than 201 Created, per browser (404, 410, 500…). */
  const answers = new Map<string, number>();

  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.url?.split('/').pop() ?? '';
      const browser = browsers.get(id);
      const status = answers.get(id);
      if (!browser || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      if (status) {
        response.writeHead(status).end();
        return;
      }
      try {
        const { claims, vapidKey } = checkVapid(request.headers.authorization, origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        }
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), browser).toString('utf8'));
        received.push({ browser: id, payload, claims, vapidKey, ttl: String(request.headers.ttl) });
        response.writeHead(201).end();
      } catch (error) {
        refused.push({ browser: id, reason: (error as Error).message });
        response.writeHead(400).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  whenFileEnds(() => server.close());

  return {
    /** For PUSH_SERVICE_HOSTS. */
    host: `127.0.0.1:${port}`,
    received,
    refused,
    /** A new browser subscription on this service: keys made as a browser makes them. */
    subscribe(): TestBrowser {
      const id = crypto.randomBytes(12).toString('base64url');
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const browser: TestBrowser = {
        endpoint: `${origin}/wpush/v2/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: crypto.randomBytes(16).toString('base64url'),
        },
        ecdh,
      };
      browsers.set(id, browser);
      return browser;
    },
    /** From now on, answers `status` to pushes for this browser (410: unsubscribed). */
    answer(browser: TestBrowser, status: number) {
      answers.set(browser.endpoint.split('/').pop() ?? '', status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushService>>;

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): an ES256 JWT signed with the
 * key, whose `aud` is the push service's origin, `exp` within 24 hours, `sub` a contact.
 */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`Authorization: ${header}`);
  const [token, vapidKey] = [match[1], match[2]];
  const [head = '', body = '', signature = ''] = token.split('.');
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
  if (jwtHeader.alg !== 'ES256') throw new Error(`alg ${jwtHeader.alg}`);
  const raw = Buffer.from(vapidKey, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('firma VAPID no válida');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { claims, vapidKey };
}

/**
 * Reads an aes128gcm body (RFC 8188: salt, record size, the sender's key as keyid, one record)
 * with the keys RFC 8291 derives from the browser's private key and auth secret.
 */
function decrypt(body: Buffer, browser: TestBrowser): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error('cabecera aes128gcm');
  const browserKey = browser.ecdh.getPublicKey();
  const shared = browser.ecdh.computeSecret(senderKey);
  const auth = Buffer.from(browser.keys.auth, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, auth, keyInfo, 32));
  const derive = (label: string, length: number) =>
    Buffer.from(
      crypto.hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${label}\0`), length),
    );
  const decipher = crypto.createDecipheriv(
    'aes-128-gcm',
    derive('aes128gcm', 16),
    derive('nonce', 12),
  );
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('sin delimitador del último registro');
  return padded.subarray(0, end);
}
