import { z } from 'zod';
import { boolSegment, text } from './common';
import { perms } from './rules';

/**
 * Permissions of SPEC §6: `admo` admin, `bajed2` downloads. Stored per user. Their list, `perms`,
 * is in rules.ts, free of zod, so the web can use it.
 */
export const perm = z.enum(perms);
export type Perm = z.infer<typeof perm>;

/** POST /api/usuario/login/google: an ID token (Google's credential, or the demo issuer's). */
export const loginBody = z.object({ token: text().min(1).max(8_192) });
export type LoginBody = z.infer<typeof loginBody>;

/** The signed-in user as the web app shows it. `picture` is '' when the issuer gave none. */
export const sessionUser = z.object({
  email: z.string(),
  nombre: z.string(),
  picture: z.string(),
  perms: z.array(perm),
});
export type SessionUserData = z.infer<typeof sessionUser>;

/** Answer of the login call: the user plus `creado`, true when this sign-in created the user. */
export const loginAnswer = sessionUser.extend({ creado: z.boolean() });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** PUT /api/usuario/logout/{all}: `true` ends every session of the user, `false` only this one. */
export const logoutParams = z.object({ all: boolSegment });

/** A demo account offered by the sign-in chooser. */
export const demoAccount = z.object({
  email: z.string(),
  nombre: z.string(),
  perms: z.array(perm),
});
export type DemoAccount = z.infer<typeof demoAccount>;

/**
 * GET /api/usuario/acceso: how this site signs people in, each method null when it is off.
 * `google` is the OAuth client id when Google sign-in is configured; `oidc` the club's own
 * OpenID Connect provider, with the button's label (OIDC_NAME); `demo` lists the demo accounts
 * when the demo issuer runs.
 */
export const signInOptions = z.object({
  google: z.string().nullable(),
  oidc: z.object({ nombre: z.string() }).nullable(),
  demo: z.array(demoAccount).nullable(),
});
export type SignInOptions = z.infer<typeof signInOptions>;

/**
 * GET /api/usuario/oidc/inicio: starts a sign-in with the OpenID Connect provider. Answers the
 * provider's authorization address for the browser to go to, and sets the cookie the callback
 * checks `state` against. 503 with a Spanish message when the provider does not answer.
 */
export const oidcStartAnswer = z.object({ url: z.string() });
export type OidcStartAnswer = z.infer<typeof oidcStartAnswer>;

/**
 * The query the provider sends the browser back with to GET /api/usuario/oidc/callback:
 * `code` and `state`, or an `error` (the person said no, say). Whatever else it adds passes.
 */
export const oidcCallbackQuery = z.looseObject({
  state: text().max(512).optional(),
  code: text().max(4_096).optional(),
  error: text().max(512).optional(),
});

/** GET /api/demo/idtoken?email=E (demo mode only): an ID token for E signed by the demo issuer. */
export const demoTokenQuery = z.object({ email: text().pipe(z.email().max(254)) });
export const demoTokenAnswer = z.object({ token: z.string() });
export type DemoTokenAnswer = z.infer<typeof demoTokenAnswer>;
