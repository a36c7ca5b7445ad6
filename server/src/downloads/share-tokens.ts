import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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

/** The key of `DATA_DIR/share-key`, made on first use; calendar feed tokens derive from it too. */
export function loadOrCreateKey(file: string): Buffer {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx' so that two processes starting at once keep one key: the loser reads the winner's.
      fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, {
        flag: 'wx',
        mode: 0o600,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
}
