/**
 * Whether a subscription's endpoint is one the server may send to: `https://` on a host of
 * `PUSH_SERVICE_HOSTS` (`host`, `host:port`, or `*.domain` for its subdomains; no port named
 * means 443). Pure: checked when a browser subscribes and again before each send, as the
 * setting may have changed since.
 */
export function isPushServiceEndpoint(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const port = url.port || '443';
  return allowed.some((entry) => {
    const [pattern = '', allowedPort = '443'] = entry.toLowerCase().split(':');
    if (allowedPort !== port) return false;
    if (pattern.startsWith('*.')) return url.hostname.endsWith(pattern.slice(1));
    return url.hostname === pattern;
  });
}

/** Decodes a browser key (base64url) and checks its length: 65 bytes for p256dh, 16 for auth. */
export function isBrowserKey(value: string, bytes: 65 | 16): boolean {
  if (!/^[\w-]+=*$/.test(value)) return false;
  const decoded = Buffer.from(value, 'base64url');
  return decoded.length === bytes && (bytes === 16 || decoded[0] === 0x04);
}
