import { call } from '@cineclub/contract';

/**
 * Calls of a real client on a server over HTTP (no test runner here: the downloads benchmark
 * uses them too).
 */

/** Signs in as a demo account exactly as the web does; answers the Cookie header. */
export async function signIn(url: string, email: string): Promise<string> {
  const { token } = await call('demoIdToken', { query: { email } }, { baseUrl: url });
  let cookie: string | undefined;
  // The session cookie is the one thing `call` does not hand back: read it off the answer.
  const keepCookie: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    cookie = response.headers.get('set-cookie')?.split(';')[0];
    return response;
  };
  await call(
    'login',
    { body: { token } },
    { baseUrl: url, fetch: keepCookie, headers: { origin: url } },
  );
  if (!cookie) throw new Error('sign-in answered no session cookie');
  return cookie;
}

/** POST init: answers the download job's id. */
export function startDownload(url: string, cookie: string, fileId: number): Promise<number> {
  const params = { fileId: String(fileId) };
  return call(
    'downloadInit',
    { params, query: {} },
    { baseUrl: url, headers: { cookie, origin: url } },
  );
}
