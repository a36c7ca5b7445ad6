import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 256 random bits, URL-safe, for the cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. A fast hash suffices: the token has 256 bits of entropy. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
