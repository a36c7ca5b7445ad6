import { hasNoControl, withoutControl } from '@cineclub/contract';
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

/** What a verified ID token says about the person signing in. */
export interface Identity {
  email: string;
  name: string;
  picture: string;
  /** The Google account (`sub`) behind a Google token; null for a demo token. */
  googleSub: string | null;
}

/** One issuer of ID tokens this site trusts: its `iss` values, our audience, its keys. */
export interface IdTokenIssuer {
  /** Google's accounts are kept apart by `sub`; the demo's are their addresses. */
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

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function identityOf(payload: JWTPayload, issuer: IdTokenIssuer): Identity {
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  // Control characters, as in every text the API takes: PostgreSQL cannot even store a NUL.
  if (!EMAIL.test(email) || email.length > 254 || !hasNoControl(email)) {
    throw new HttpError(401, INVALID_TOKEN);
  }
  // Without a verified address anyone could claim someone else's (and their permissions).
  if (payload.email_verified !== true) {
    throw new HttpError(401, 'La dirección de correo no está verificada');
  }
  const name = typeof payload.name === 'string' ? withoutControl(payload.name).slice(0, 200) : '';
  // Only an https picture is kept: the web shows it in an <img>, and the CSP allows no other.
  const picture =
    typeof payload.picture === 'string' &&
    /^https:\/\/[^\s"'<>]+$/.test(payload.picture) &&
    hasNoControl(payload.picture)
      ? payload.picture.slice(0, 2_000)
      : '';
  const googleSub = issuer.kind === 'google' ? String(payload.sub) : null;
  return { email, name, picture, googleSub };
}
