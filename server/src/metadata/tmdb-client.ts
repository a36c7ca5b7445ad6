import { setTimeout as sleep } from 'node:timers/promises';
import type { TmdbConfig } from '../config.js';

/** One answer of TMDB at most this long; a slow one is retried, then the film fails. */
const ANSWER_TIMEOUT_MS = 15_000;
/** Tries of one call when TMDB answers 429, 5xx or not in time. */
const TRIES = 4;
/** Longest wait a Retry-After may ask for; more and the call fails (the job goes on). */
const MAX_RETRY_AFTER_S = 120;
/** Pictures from TMDB are refused past this (the store's own limit checks again). */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export class TmdbAuthError extends Error {}
export class TmdbError extends Error {}

export interface TmdbClientOptions {
  /** Tests wait no real seconds. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<unknown>;
  timeoutMs?: number;
}

/**
 * TMDB's API: JSON calls with the key (a read access token, which is a JWT, as a Bearer; a
 * v3 key as `api_key`), honouring 429's Retry-After, retrying 5xx and timeouts a few times;
 * 401 throws TmdbAuthError (nothing else can work), 404 answers null.
 */
export function createTmdbClient(config: TmdbConfig, options: TmdbClientOptions = {}) {
  const wait =
    options.sleep ?? ((ms: number, signal?: AbortSignal) => sleep(ms, undefined, { signal }));
  const bearer = config.key.startsWith('eyJ');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (bearer) headers.authorization = `Bearer ${config.key}`;

  // When TMDB answers 429, every call of this client waits out its Retry-After, not only the
  // one that met it: the job's other workers would otherwise go on spending the same window.
  let pausedUntil = 0;

  async function get(url: URL, signal?: AbortSignal): Promise<Response | null> {
    let delay = 1000;
    for (let attempt = 1; ; attempt++) {
      // Again after each wait: another 429 may have moved the end of the pause meanwhile.
      for (let waited = Date.now(); pausedUntil > waited; ) {
        const until = pausedUntil;
        await wait(Math.max(0, until - Date.now()), signal);
        waited = until;
      }
      signal?.throwIfAborted();
      const timeout = AbortSignal.timeout(options.timeoutMs ?? ANSWER_TIMEOUT_MS);
      const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let response: Response | null = null;
      let why = '';
      try {
        response = await fetch(url, { headers, signal: both, redirect: 'error' });
      } catch (error) {
        signal?.throwIfAborted();
        why = timeout.aborted
          ? 'TMDB no contestó a tiempo'
          : `TMDB no responde (${(error as Error).message})`;
      }
      if (response?.ok) return response;
      if (response?.status === 404) return null;
      if (response?.status === 401)
        throw new TmdbAuthError('TMDB rechaza la clave (401): revisa TMDB_API_KEY');
      let pause = delay;
      if (response?.status === 429) {
        const after = Number(response.headers.get('retry-after'));
        const seconds = Number.isFinite(after) && after >= 0 ? after : delay / 1000;
        if (seconds > MAX_RETRY_AFTER_S) throw new TmdbError(`TMDB pide esperar ${seconds} s`);
        pause = seconds * 1000;
        pausedUntil = Math.max(pausedUntil, Date.now() + pause);
        why = 'TMDB limita las llamadas (429)';
      } else if (response) {
        why = `TMDB contestó ${response.status}`;
        if (response.status < 500) throw new TmdbError(why);
      }
      await response?.body?.cancel();
      if (attempt >= TRIES) throw new TmdbError(why);
      // A 429's pause is waited at the top of the loop, with the other calls'.
      if (response?.status !== 429) await wait(pause, signal);
      delay *= 2;
    }
  }

  async function json<T>(path: string, query: Record<string, string>, signal?: AbortSignal) {
    const url = new URL(`${config.apiUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    if (!bearer) url.searchParams.set('api_key', config.key);
    const response = await get(url, signal);
    return response ? ((await response.json()) as T) : null;
  }

  return {
    /** GET /find/tt…?external_source=imdb_id: the TMDB id of the film, or null. */
    async find(imdbCode: string, signal?: AbortSignal): Promise<number | null> {
      const found = await json<{ movie_results?: { id?: unknown }[] }>(
        `/find/${encodeURIComponent(imdbCode)}`,
        { external_source: 'imdb_id' },
        signal,
      );
      const id = found?.movie_results?.[0]?.id;
      return typeof id === 'number' && Number.isInteger(id) ? id : null;
    },

    /** GET /movie/{id} in Spanish with credits, videos and release dates, or null. */
    movie(id: number, signal?: AbortSignal): Promise<unknown> {
      return json(
        `/movie/${id}`,
        { language: 'es-ES', append_to_response: 'credits,videos,release_dates' },
        signal,
      );
    },

    /** A picture at one of TMDB's sizes (`w500`), its path as the API gave it; null if gone. */
    async image(size: string, path: string, signal?: AbortSignal): Promise<Buffer | null> {
      if (!/^\/[\w.-]+\.(jpg|png|webp)$/i.test(path)) return null;
      const response = await get(new URL(`${config.imageUrl}/${size}${path}`), signal);
      if (!response) return null;
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > IMAGE_MAX_BYTES) {
        await response.body?.cancel();
        throw new TmdbError('imagen de TMDB demasiado grande');
      }
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > IMAGE_MAX_BYTES) throw new TmdbError('imagen de TMDB demasiado grande');
      return body;
    },
  };
}

export type TmdbClient = ReturnType<typeof createTmdbClient>;
