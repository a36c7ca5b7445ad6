import {
  type DemoTokenAnswer,
  type LoginAnswer,
  pathOf,
  routes,
  type SignInOptions,
} from '@cineclub/contract';
import { queryOptions } from '@tanstack/react-query';
import { getJson, send } from '../api/client';
import { accountKeys } from '../api/query-keys';

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
