import { createHmac } from 'node:crypto';
import { loadOrCreateKey } from '../accounts/site-keys.js';

/**
 * Share tokens are derived rather than random: `<fileId>.<HMAC(key, user.file.created)>`. So
 * asking again for a live link answers the same token, while the database still keeps only its
 * hash (a leaked database gives no usable link). The key lives beside the database in
 * `DATA_DIR/share-key` (made on first use, mode 0600); losing it ends every live link.
 */
export function createShareTokens(keyFile: string) {
  let key: Buffer | null = null;
  return (link: { fileId: number; userId: number; createdAt: number }): string => {
    key ??= loadOrCreateKey(keyFile);
    const mac = createHmac('sha256', key)
      .update(`${link.userId}.${link.fileId}.${link.createdAt}`)
      .digest('base64url');
    return `${link.fileId}.${mac}`;
  };
}
