import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A signing key kept in a file of `DATA_DIR` (mode 0600), made on first use: the keys of the
 * links that stand in for a session (share links, unsubscribe links, calendar feeds). Shared
 * with the areas that sign such links, so it lives with the accounts, below them.
 */
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
