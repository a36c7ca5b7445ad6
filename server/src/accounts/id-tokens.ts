import {
  createRemoteJWKSet,
  decodeJwt,
  errors,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { Clock } from '../clock.js';
import { HttpError } from '../http/errors.js';
import { type Identity, profileOf } from './claims.js';

/** One issuer of ID tokens this site trusts: its `iss` values, our audience, its keys. */
export interface IdTokenIssuer {
  /** Which provider: it names the provider in messages. */
  kind: 'google' | 'demo';
  issuers: readonly string[];
  audience: string;
  keys: JWTVerifyGetKey;
  algorithms: string[];
}

export type VerifyIdToken = (token: string) => Promise<Identity>;

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'] as const;
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

const INVALID_TOKEN = 'La credencial no es válida';
/** Leeway for clocks that differ a little between the issuer and this server. */
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Google's issuer. jose caches the fetched key set (and refetches at once, after a short cool-down,
 * when a token names a key it has not seen, which is how Google's rotation shows up), so a
 * sign-in costs no request to Google while the set is fresh.
 */
export function googleIssuer(
  clientId: string,
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), {
    cacheMaxAge: 6 * 3600_000,
    timeoutDuration: 5_000,
  }),
): IdTokenIssuer {
  return {
    kind: 'google',
    issuers: GOOGLE_ISSUERS,
    audience: clientId,
    keys,
    algorithms: ['RS256'],
  };
}

/**
 * Verifies an ID token against the issuer its `iss` names: signature by that issuer's keys,
 * `iss`, `aud`, `exp` (and `nbf`/`iat`) at the clock's time, and a verified email address.
 * Every failure of the token itself is a 401; failing to reach the issuer's keys is a 5xx.
 */
export function createIdTokenVerifier(issuers: IdTokenIssuer[], clock: Clock): VerifyIdToken {
  return async (token) => {
    const issuer = issuerOf(token, issuers);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, issuer.keys, {
        issuer: [...issuer.issuers],
        audience: issuer.audience,
        algorithms: issuer.algorithms,
        currentDate: new Date(clock() * 1000),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      if (!isTokenFault(error)) throw error;
      const message =
        error instanceof errors.JWTExpired ? 'La credencial ha caducado' : INVALID_TOKEN;
      throw new HttpError(401, message);
    }
    return identityOf(payload, issuer);
  };
}

/**
 * Faults of the token (a 401) as opposed to faults of reaching or reading the issuer's key set
 * (timeouts, a non-200 answer, a malformed set), which are the server's problem and stay 5xx.
 */
function isTokenFault(error: unknown): error is errors.JOSEError {
  return (
    error instanceof errors.JWTExpired ||
    error instanceof errors.JWTClaimValidationFailed ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JOSEAlgNotAllowed ||
    error instanceof errors.JOSENotSupported ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys
  );
}

function issuerOf(token: string, issuers: IdTokenIssuer[]): IdTokenIssuer {
  let iss: string | undefined;
  try {
    iss = decodeJwt(token).iss;
  } catch {
    throw new HttpError(401, INVALID_TOKEN);
  }
  const issuer = issuers.find((candidate) => iss !== undefined && candidate.issuers.includes(iss));
  if (!issuer) throw new HttpError(401, INVALID_TOKEN);
  return issuer;
}

/**
 * Google and the demo vouch for every address they put in a token: one that is missing or not
 * verified is refused at once, whatever the user.
 */
function identityOf(payload: JWTPayload, issuer: IdTokenIssuer): Identity {
  const profile = profileOf(payload);
  if (!profile.email) throw new HttpError(401, INVALID_TOKEN);
  // Without a verified address anyone could claim someone else's (and their permissions).
  if (!profile.emailVerified) {
    throw new HttpError(401, 'La dirección de correo no está verificada');
  }
  const [canonical] = issuer.issuers;
  if (!canonical) throw new Error('an ID-token issuer with no issuer name');
  return {
    ...profile,
    issuer: canonical,
    provider: issuer.kind === 'google' ? 'Google' : 'la demo',
  };
}
