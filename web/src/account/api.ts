import { type LoginAnswer, NEW_USER_COOKIE } from '@cineclub/contract';
import { queryOptions } from '@tanstack/react-query';
import { ask } from '../api/call';
import { accountKeys } from '../api/query-keys';

export function signInOptionsQuery() {
  return queryOptions({
    queryKey: accountKeys.signInOptions(),
    queryFn: ({ signal }) => ask('signInOptions', {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A state-changing call; a non-2xx answer throws an ApiError with the server's message. */
export function login(token: string): Promise<LoginAnswer> {
  return ask('login', { body: { token } });
}

/** Asks the demo issuer for an ID token, as Google's button would hand one over. */
export async function demoIdToken(email: string): Promise<string> {
  const answer = await ask('demoIdToken', { query: { email } });
  return answer.token;
}

/** Starts a sign-in with the OpenID Connect provider: the address to send the browser to. */
export async function startOidcLogin(): Promise<string> {
  const { url } = await ask('oidcStart', {});
  return url;
}

/**
 * Whether this page load is the return from a sign-in through the provider that created the
 * user (the callback's short-lived cookie), read once and the cookie deleted.
 */
export function takeNewUserMark(): boolean {
  const marked = document.cookie.split('; ').includes(`${NEW_USER_COOKIE}=1`);
  // biome-ignore lint/suspicious/noDocumentCookie: one deletion; the Cookie Store API is not in every browser the site serves.
  if (marked) document.cookie = `${NEW_USER_COOKIE}=; Max-Age=0; Path=/`;
  return marked;
}

export async function logout(all: boolean): Promise<void> {
  await ask('logout', { params: { all: all ? 'true' : 'false' } });
}

export async function deleteAccount(): Promise<void> {
  await ask('deleteAccount', {});
}

/** Sets the name the club sees (issue 47: asked on the new-user screen). */
export function setName(nombre: string) {
  return ask('setName', { body: { nombre } });
}
