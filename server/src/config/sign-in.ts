import net from 'node:net';
import { routes } from '@cineclub/contract';
import { ConfigError, invalid } from './errors.js';

/** The OpenID Connect provider (`OIDC_*`, `PUBLIC_URL`). */
export interface OidcConfig {
  /** Where discovery starts: `{issuerUrl}/.well-known/openid-configuration`. */
  issuerUrl: URL;
  clientId: string;
  /** Absent for a public client, which PKCE alone protects. */
  clientSecret: string | null;
  /** The button's label: 'Entrar con {name}'. */
  name: string;
  scopes: string[];
  /**
   * OIDC_SCOPES left unset: with an admin group, `groups` is asked for too where the provider
   * lists it (accounts/oidc-client.ts), so that the default settings give the group its admins.
   */
  scopesLeftDefault: boolean;
  /** Members of this group (the ID token's `groups` claim) are created with admo and bajed2. */
  adminGroup: string | null;
  /** `PUBLIC_URL` + `/api/usuario/oidc/callback`, as registered at the provider. */
  redirectUri: string;
  /** `PUBLIC_URL`: where the browser goes back after signing in. */
  publicUrl: string;
}

/**
 * Whether the site runs in demo mode, where anyone signs in as anyone. Never by accident: it
 * takes DEMO=1, or no real sign-in method (Google, OpenID Connect) on a loopback HOST (a fresh
 * clone's `npm start`). A site reachable from the network needs a sign-in method chosen on
 * purpose, and demo sign-in never sits next to a real one, where it would let anyone take a
 * real user's account.
 */
export function signInMode(values: {
  HOST: string;
  GOOGLE_CLIENT_ID?: string;
  DEMO?: boolean;
  oidc: boolean;
}): boolean {
  const real = values.GOOGLE_CLIENT_ID
    ? 'GOOGLE_CLIENT_ID'
    : values.oidc
      ? 'OIDC_ISSUER_URL'
      : null;
  if (values.DEMO && real) {
    throw new ConfigError(
      `DEMO=1 y ${real} no pueden ir juntos: en modo demo cualquiera entra con ` +
        `cualquier dirección, también con la de un usuario real. Quita DEMO o ${real}.`,
    );
  }
  const demo = values.DEMO ?? (!real && isLoopback(values.HOST));
  if (!demo && !real && !isLoopback(values.HOST)) {
    throw new ConfigError(
      `HOST=${values.HOST} abre el sitio a la red, pero no hay forma de iniciar sesión: pon ` +
        'GOOGLE_CLIENT_ID para el acceso con Google, OIDC_ISSUER_URL (con OIDC_CLIENT_ID y ' +
        'PUBLIC_URL) para el de tu proveedor OpenID Connect, o DEMO=1 para enseñar la demo a ' +
        'la red (cualquiera entra como cualquiera).',
    );
  }
  return demo;
}

const DEFAULT_OIDC_SCOPES = ['openid', 'email', 'profile'];

interface OidcValues {
  OIDC_ISSUER_URL?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_NAME?: string;
  OIDC_SCOPES?: string[];
  OIDC_ADMIN_GROUP?: string;
  PUBLIC_URL?: string;
}

/**
 * OpenID Connect sign-in, on with OIDC_ISSUER_URL. A malformed setting stops the start here,
 * naming it; a well-formed issuer that does not answer does not (see accounts/oidc-client.ts).
 */
export function oidcOf(values: OidcValues): OidcConfig | null {
  const issuer = values.OIDC_ISSUER_URL;
  if (issuer === undefined) {
    const stray = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ADMIN_GROUP'] as const).find(
      (name) => values[name] !== undefined,
    );
    if (stray) invalid(stray, 'sin OIDC_ISSUER_URL no hace nada; pon la dirección del proveedor');
    return null;
  }
  const issuerUrl = webAddress(issuer, 'OIDC_ISSUER_URL', { path: true });
  if (!values.OIDC_CLIENT_ID) {
    invalid('OIDC_CLIENT_ID', 'falta; es el identificador de Cineclub en el proveedor');
  }
  if (!values.PUBLIC_URL) {
    invalid('PUBLIC_URL', 'falta; es la dirección del sitio, como https://cine.example.org');
  }
  const publicUrl = webAddress(values.PUBLIC_URL, 'PUBLIC_URL', { path: false }).origin;
  return {
    issuerUrl,
    clientId: values.OIDC_CLIENT_ID,
    clientSecret: values.OIDC_CLIENT_SECRET ?? null,
    name: values.OIDC_NAME ?? issuerUrl.hostname,
    scopes: values.OIDC_SCOPES ?? DEFAULT_OIDC_SCOPES,
    scopesLeftDefault: values.OIDC_SCOPES === undefined,
    adminGroup: values.OIDC_ADMIN_GROUP ?? null,
    redirectUri: publicUrl + routes.oidcCallback,
    publicUrl,
  };
}

/**
 * An https address (http only to this machine, for trying things out); PUBLIC_URL is an
 * origin, with no path: the site is served at its root.
 */
export function webAddress(value: string, setting: string, options: { path: boolean }): URL {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return invalid(setting, `'${value}' no es una dirección, como https://auth.example.org`);
  }
  const local = url.protocol === 'http:' && isLoopback(url.hostname);
  if ((url.protocol !== 'https:' && !local) || url.username || url.search || url.hash) {
    invalid(
      setting,
      'una dirección https:// sin usuario, consulta ni #, como https://auth.example.org',
    );
  }
  if (!options.path && url.pathname !== '/') {
    invalid(setting, 'solo el origen, sin ruta, como https://cine.example.org');
  }
  return url;
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 (also written in full or IPv4-mapped) and localhost: this machine only. */
function isLoopback(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  const family = net.isIP(name);
  return family !== 0 && loopback.check(name, family === 6 ? 'ipv6' : 'ipv4');
}
