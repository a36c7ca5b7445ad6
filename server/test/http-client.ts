import { pathOf, routes } from '@cineclub/contract';

/**
 * Calls of a real client on a server over HTTP (no test runner here: the downloads benchmark
 * uses them too).
 */

/** Signs in as a demo account exactly as the web does; answers the Cookie header. */
export async function signIn(url: string, email: string): Promise<string> {
  const issued = await fetch(`${url}${routes.demoIdToken}?email=${email}`);
  const { token } = (await issued.json()) as { token: string };
  const response = await fetch(`${url}${routes.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ token }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** POST init: answers the download job's id. */
export async function startDownload(url: string, cookie: string, fileId: number) {
  const response = await fetch(`${url}${pathOf(routes.downloadInit, { fileId })}`, {
    method: 'POST',
    headers: { cookie, origin: url },
  });
  if (response.status !== 200) throw new Error(`init: ${response.status} ${await response.text()}`);
  return (await response.json()) as number;
}
