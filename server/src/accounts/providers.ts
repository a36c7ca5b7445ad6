import type { Config } from '../config.js';
import { DEMO_ISSUER } from './demo-issuer.js';
import { GOOGLE_ISSUERS } from './id-tokens.js';

/** Issuers are compared without a trailing slash: `https://a.org/` and `https://a.org` are one. */
function bare(issuer: string): string {
  return issuer.replace(/\/+$/, '');
}

/**
 * What people call the issuer of an identity: 'Google', 'Demo', the OIDC provider's OIDC_NAME,
 * or, for a provider the site no longer uses, its address.
 */
export function providerNamer(config: Pick<Config, 'oidc'>): (issuer: string) => string {
  const oidcIssuer = config.oidc ? bare(config.oidc.issuerUrl.href) : null;
  return (issuer) => {
    if ((GOOGLE_ISSUERS as readonly string[]).includes(issuer)) return 'Google';
    if (issuer === DEMO_ISSUER) return 'Demo';
    if (config.oidc && bare(issuer) === oidcIssuer) return config.oidc.name;
    return issuer;
  };
}
