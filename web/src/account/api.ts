import {
  type DemoTokenAnswer,
  type LoginAnswer,
  pathOf,
  routes,
  type SessionUserData,
  type SignInOptions,
} from '@cineclub/contract';
import { queryOptions } from '@tanstack/react-query';
import { getJson, send } from '../api/client';

export const accountKeys = {
  all: ['account'] as const,
  session: () => [...accountKeys.all, 'session'] as const,
  signInOptions: () => [...accountKeys.all, 'sign-in-options'] as const,
};

/**
 * The signed-in user, or null. Any non-200 answer means signed out (SPEC §6: the server answers
 * 204 without a session), so a lost or expired session signs the web app out on load; only a
 * network failure stays an error.
 */
export function sessionQuery() {
  return queryOptions({
    queryKey: accountKeys.session(),
    queryFn: async ({ signal }): Promise<SessionUserData | null> => {
      const response = await fetch(routes.session, { credentials: 'same-origin', signal });
      return response.status === 200 ? ((await response.json()) as SessionUserData) : null;
    },
    staleTime: 5 * 60_000,
  });
}

export function signInOptionsQuery() {
  return queryOptions({
    queryKey: accountKeys.signInOptions(),
    queryFn: ({ signal }) => getJson<SignInOptions>(routes.signInOptions, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A state-changing call; a non-2xx answer throws an ApiError with the server's message. */
export async function login(token: string): Promise<LoginAnswer> {
  const response = await send('POST', routes.login, { token });
  return (await response.json()) as LoginAnswer;
}

/** Asks the demo issuer for an ID token, as Google's button would hand one over. */
export async function demoIdToken(email: string): Promise<string> {
  const answer = await getJson<DemoTokenAnswer>(
    `${routes.demoIdToken}?email=${encodeURIComponent(email)}`,
  );
  return answer.token;
}

export async function logout(all: boolean): Promise<void> {
  await send('PUT', pathOf(routes.logout, { all }));
}

export async function deleteAccount(): Promise<void> {
  await send('DELETE', routes.deleteAccount);
}
