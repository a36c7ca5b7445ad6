import fs from 'node:fs';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  SignJWT,
} from 'jose';
import type { Clock } from '../clock.js';
import { HttpError } from '../http/errors.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { DEMO_OVER_MESSAGE } from './demo-queries.js';
import type { IdTokenIssuer } from './id-tokens.js';

export const DEMO_ISSUER = 'urn:cineclub:demo-issuer';
export const DEMO_AUDIENCE = 'cineclub-demo';
export const DEMO_KEY_FILE = 'demo-issuer-key.json';
const ALG = 'ES256';
/** Demo tokens are posted to the login call at once; ten minutes is plenty. */
const TOKEN_SECONDS = 600;

export interface DemoIssuer {
  issuer: IdTokenIssuer;
  /**
   * Signs an ID token for `email`, as Google would after the person picked that account;
   * refuses the owner's addresses (ADMIN_EMAILS), which no demo visitor may pose as, and
   * everyone once the database is no longer the demo's.
   */
  sign(email: string): Promise<string>;
}

export interface DemoIssuerRules {
  /** The owner's addresses (ADMIN_EMAILS). */
  adminEmails: readonly string[];
  /** Whether the database is still the demo's, asked on every token. */
  stillDemo: () => Promise<boolean>;
}

/**
 * The built-in identity issuer of demo mode. Its key pair is made on the first start and kept in
 * DATA_DIR, so tokens and sessions outlive a restart; its tokens go through the same verifier as
 * Google's.
 */
export async function loadDemoIssuer(
  dataDir: string,
  clock: Clock,
  rules: DemoIssuerRules,
): Promise<DemoIssuer> {
  const privateJwk = await loadOrCreateKey(path.join(dataDir, DEMO_KEY_FILE));
  const { d: _secret, ...publicJwk } = privateJwk;
  const privateKey = await importJWK(privateJwk, ALG);
  const kid = privateJwk.kid;
  return {
    issuer: {
      kind: 'demo',
      issuers: [DEMO_ISSUER],
      audience: DEMO_AUDIENCE,
      keys: createLocalJWKSet({ keys: [publicJwk] }),
      algorithms: [ALG],
    },
    async sign(email) {
      const address = email.trim().toLowerCase();
      if (rules.adminEmails.includes(address)) {
        throw new HttpError(403, 'Esa dirección es de un administrador del sitio: en la demo no');
      }
      if (!(await rules.stillDemo())) throw new HttpError(403, DEMO_OVER_MESSAGE);
      const now = clock();
      return new SignJWT({
        email: address,
        email_verified: true,
        name: demoName(address),
      })
        .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
        .setIssuer(DEMO_ISSUER)
        .setAudience(DEMO_AUDIENCE)
        .setSubject(address)
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_SECONDS)
        .sign(privateKey);
    },
  };
}

function demoName(email: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  // No name for an address of no demo account: the new-user screen asks for one (issue 47).
  return account?.name ?? '';
}

async function loadOrCreateKey(file: string): Promise<JWK> {
  if (!fs.existsSync(file)) {
    const { privateKey } = await generateKeyPair(ALG, { extractable: true });
    const jwk = await exportJWK(privateKey);
    jwk.kid = await calculateJwkThumbprint(jwk);
    jwk.alg = ALG;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx' so that two processes starting at once keep one key: the loser reads the winner's.
      fs.writeFileSync(file, `${JSON.stringify(jwk)}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as JWK;
}
