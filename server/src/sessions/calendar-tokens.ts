import { createHash, createHmac, randomBytes } from 'node:crypto';
import { loadOrCreateKey } from '../accounts/site-keys.js';

/**
 * A member's calendar feed token: `<user>.<HMAC(key, user and salt)>`, derived like the share
 * links' so asking again answers the same address while the database keeps only its hash and
 * the salt (useless without `DATA_DIR/share-key`). Renewing draws a new salt: the old address
 * stops matching any hash.
 */
export function createCalendarTokens(keyFile: string) {
  let key: Buffer | null = null;
  return {
    tokenOf(userId: number, salt: string): string {
      key ??= loadOrCreateKey(keyFile);
      const mac = createHmac('sha256', key)
        .update(`calendario.${userId}.${salt}`)
        .digest('base64url');
      return `${userId}.${mac}`;
    },
    newSalt: () => randomBytes(16).toString('base64url'),
  };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
