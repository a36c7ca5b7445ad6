import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

/** The server's VAPID key pair (RFC 8292), both base64url as web-push and browsers take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Reads `DATA_DIR/vapid-keys.json`, making it at the first start (mode 0600, beside the other
 * keys). Browsers bind each subscription to the public key, so losing the file ends every
 * subscription: they must be made again on each device.
 */
export function loadOrCreateVapidKeys(file: string): VapidKeys {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx' so that two servers starting at once keep one pair: the loser reads the winner's.
      fs.writeFileSync(file, `${JSON.stringify(webPush.generateVAPIDKeys())}\n`, {
        flag: 'wx',
        mode: 0o600,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') {
    throw new Error(`${file}: no es un par de claves VAPID`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
