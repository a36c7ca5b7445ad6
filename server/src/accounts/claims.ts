import { hasNoControl, withoutControl } from '@cineclub/contract';

/** Who signs in, from an ID token's verified claims (Google's, the demo's, the OIDC provider's). */
export interface Identity {
  /** The issuer as identities name it (one per provider, whatever spelling its tokens use). */
  issuer: string;
  subject: string;
  /** The provider as people call it, for messages: 'Google', OIDC_NAME, 'la demo'. */
  provider: string;
  /** Lower-cased; '' when the token has no usable address. */
  email: string;
  /** Whether the provider vouches for the address (`email_verified: true`). */
  emailVerified: boolean;
  name: string;
  picture: string;
  /** The `groups` claim's names (OIDC_ADMIN_GROUP); none when absent. */
  groups: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The person's part of verified claims, each bounded and checked; what is unusable is left out. */
export function profileOf(claims: Record<string, unknown>): Omit<Identity, 'issuer' | 'provider'> {
  const address = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  // Control characters, as in every text the API takes: PostgreSQL cannot even store a NUL.
  const email =
    EMAIL.test(address) && address.length <= 254 && hasNoControl(address) ? address : '';
  const name = typeof claims.name === 'string' ? withoutControl(claims.name).slice(0, 200) : '';
  // Only an https picture is kept: the web shows it in an <img>, and the CSP allows no other.
  const picture =
    typeof claims.picture === 'string' &&
    /^https:\/\/[^\s"'<>]+$/.test(claims.picture) &&
    hasNoControl(claims.picture)
      ? claims.picture.slice(0, 2_000)
      : '';
  const groups = Array.isArray(claims.groups)
    ? claims.groups.filter((group): group is string => typeof group === 'string')
    : [];
  return {
    subject: String(claims.sub),
    email,
    emailVerified: claims.email_verified === true,
    name,
    picture,
    groups,
  };
}
