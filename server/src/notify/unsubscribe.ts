import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFY_KINDS, type NotifyKind } from '@cineclub/contract';
import { loadOrCreateKey } from '../accounts/site-keys.js';

/**
 * The signed token of an unsubscribe link: `<userId>.<kind>.<HMAC(key, userId.kind)>`, with the
 * key in `DATA_DIR/notify-key` (made on first use, 0600). It turns off one member's email for one
 * kind, needs no sign-in, and never expires (RFC 8058 asks that the link keep working).
 */
export function createUnsubscribeTokens(keyFile: string) {
  let key: Buffer | null = null;
  const mac = (text: string) => {
    key ??= loadOrCreateKey(keyFile);
    return createHmac('sha256', key).update(text).digest('base64url');
  };
  return {
    make: (userId: number, kind: NotifyKind) => `${userId}.${kind}.${mac(`${userId}.${kind}`)}`,
    /** The member and kind a token names, or null when it is not one of ours. */
    read(token: string): { userId: number; kind: NotifyKind } | null {
      const match = /^(\d{1,12})\.([a-z]+)\.([\w-]{43})$/.exec(token);
      if (!match?.[1] || !match[2] || !match[3]) return null;
      const kind = match[2] as NotifyKind;
      if (!NOTIFY_KINDS.includes(kind)) return null;
      const expected = Buffer.from(mac(`${match[1]}.${kind}`));
      const given = Buffer.from(match[3]);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId: Number(match[1]), kind };
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
