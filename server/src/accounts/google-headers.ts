import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.js';

/** Google Identity Services: the script the web loads, and what its button needs. */
export const GSI_ORIGIN = 'https://accounts.google.com';
export const GSI_CLIENT_URL = `${GSI_ORIGIN}/gsi/client`;

/**
 * What the security headers must allow for Google's sign-in button, and only when a Google
 * client id is configured: its script, its iframe and calls under accounts.google.com/gsi/,
 * profile pictures from googleusercontent.com, a popup that may talk back to this page
 * (COOP same-origin-allow-popups) and a Referer carrying this site's origin, which Google
 * checks against the client's authorised origins. A demo-only site keeps the strict defaults.
 */
export function googleSignInHeaders(config: Config): {
  directives: Record<string, string[]>;
  options: Pick<FastifyHelmetOptions, 'crossOriginOpenerPolicy' | 'referrerPolicy'>;
} {
  if (!config.googleClientId) return { directives: {}, options: {} };
  return {
    directives: {
      'script-src': ["'self'", GSI_CLIENT_URL],
      'frame-src': ["'self'", `${GSI_ORIGIN}/gsi/`],
      'connect-src': ["'self'", `${GSI_ORIGIN}/gsi/`],
      'img-src': ["'self'", 'data:', 'https://*.googleusercontent.com'],
    },
    options: {
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    },
  };
}
