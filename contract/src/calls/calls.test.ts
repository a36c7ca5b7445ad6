import { describe, expect, it } from 'vitest';
import { CallError, call, callPath } from './client';

describe('the typed call map', () => {
  it('fills path params and the query of a call', () => {
    expect(callPath('people', { params: { text: 'de niro/x' } })).toBe(
      '/api/lista/pers/de%20niro%2Fx',
    );
  });

  it('asks with the entry method and answers the JSON, or throws the server message', async () => {
    const seen: string[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      seen.push(`${init.method} ${url}`);
      return url.endsWith('/nadie')
        ? new Response(JSON.stringify({ message: 'Texto no válido' }), { status: 400 })
        : new Response(JSON.stringify({ pers: [], mas: false }), {
            headers: { 'content-type': 'application/json; charset=utf-8' },
          });
    }) as typeof fetch;
    const options = { baseUrl: 'http://127.0.0.1:1', fetch: fetcher };
    await expect(call('people', { params: { text: 'kubrick' } }, options)).resolves.toEqual({
      pers: [],
      mas: false,
    });
    const failed = call('people', { params: { text: 'nadie' } }, options);
    await expect(failed).rejects.toBeInstanceOf(CallError);
    await expect(failed).rejects.toMatchObject({ status: 400, message: 'Texto no válido' });
    expect(seen).toEqual([
      'GET http://127.0.0.1:1/api/lista/pers/kubrick',
      'GET http://127.0.0.1:1/api/lista/pers/nadie',
    ]);
  });
});
