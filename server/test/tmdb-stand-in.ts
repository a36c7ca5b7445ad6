import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers for one IMDb id. */
export type Behaviour =
  | 'ok'
  | 'absent'
  | 'movie404'
  | 'rate-limited'
  | 'error-once'
  | 'slow'
  | 'broken';

const image = (name: string) =>
  fs.readFileSync(new URL(`../src/catalogue/fixtures/images/${name}`, import.meta.url));

/**
 * A stand-in for TMDB's API on 127.0.0.1, answering /3/find/{imdb} and /3/movie/{id} in the
 * shapes of TMDB's API reference, and pictures under /t/p/{size}/{file}. `behaviours` sets per
 * IMDb code what goes wrong; `key` is the only key it takes (401 otherwise, as TMDB does).
 * Used by the server tests, the e2e test and the bench; the caller closes it.
 */
export async function startTmdbStandIn(options: {
  key: string;
  behaviours?: Record<string, Behaviour>;
  /** Every answer after this many milliseconds. */
  delayMs?: number;
  /** API calls allowed per second (a one-second window), as TMDB limits them; 429 past it. */
  ratePerSecond?: number;
  /** False: films without pictures (the bench measures the calls, not sharp). */
  pictures?: boolean;
}) {
  let windowStart = 0;
  let windowCalls = 0;
  const calls: string[] = [];
  /** Each API call (pictures aside): when it arrived, when and how it was answered. */
  const arrivals: { at: number; answeredAt: number; status: number }[] = [];
  const seen = new Map<string, number>();
  const behaviourOf = (imdb: string) => options.behaviours?.[imdb] ?? 'ok';
  const json = (res: http.ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/3/')) {
      const arrival = { at: Date.now(), answeredAt: 0, status: 0 };
      arrivals.push(arrival);
      res.on('finish', () => {
        arrival.answeredAt = Date.now();
        arrival.status = res.statusCode;
      });
    }
    const answer = () => {
      const picture = /^\/t\/p\/(w\d+|original)\/(\w+)\.jpg$/.exec(url.pathname);
      if (picture) {
        const body = picture[2]?.startsWith('bad')
          ? image('not-an-image.jpg')
          : image(picture[2]?.startsWith('b') ? 'backdrop.png' : 'poster.jpg');
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length });
        return res.end(body);
      }
      const auth = req.headers.authorization;
      if (auth !== `Bearer ${options.key}` && url.searchParams.get('api_key') !== options.key) {
        return json(res, 401, {
          status_code: 7,
          status_message: 'Invalid API key: You must be granted a valid key.',
          success: false,
        });
      }
      if (options.ratePerSecond) {
        const now = Date.now();
        if (now - windowStart >= 1000) {
          windowStart = now;
          windowCalls = 0;
        }
        if (++windowCalls > options.ratePerSecond) {
          return json(
            res,
            429,
            { status_code: 25, status_message: 'Your request count is over the allowed limit.' },
            { 'retry-after': '1' },
          );
        }
      }
      const find = /^\/3\/find\/(tt\d+)$/.exec(url.pathname);
      const movie = /^\/3\/movie\/(\d+)$/.exec(url.pathname);
      const imdb =
        find?.[1] ?? (movie ? `tt${String(Number(movie[1]) - 1_000_000).padStart(7, '0')}` : '');
      const behaviour = behaviourOf(imdb);
      const times = (seen.get(`${imdb}${url.pathname}`) ?? 0) + 1;
      seen.set(`${imdb}${url.pathname}`, times);
      if (behaviour === 'rate-limited' && times === 1 && find) {
        return json(
          res,
          429,
          { status_code: 25, status_message: 'Your request count is over the allowed limit.' },
          { 'retry-after': '1' },
        );
      }
      // A film rate-limited on /find also meets a 503 on its /movie call.
      if ((behaviour === 'error-once' || behaviour === 'rate-limited') && times === 1) {
        return json(res, 503, { status_code: 9, status_message: 'Service offline.' });
      }
      const tmdbId = Number(imdb.slice(2)) + 1_000_000;
      if (find) {
        const results =
          behaviour === 'absent' ? [] : [{ id: tmdbId, title: 'x', media_type: 'movie' }];
        return json(res, 200, {
          movie_results: results,
          person_results: [],
          tv_results: [],
          tv_episode_results: [],
          tv_season_results: [],
        });
      }
      if (movie) {
        if (behaviour === 'movie404') {
          return json(res, 404, {
            status_code: 34,
            status_message: 'The resource you requested could not be found.',
            success: false,
          });
        }
        if (behaviour === 'broken') return json(res, 200, { id: 'no', title: 7 });
        return json(res, 200, movieAnswer(tmdbId, imdb, options.pictures ?? true));
      }
      return json(res, 404, {
        status_code: 34,
        status_message: 'The resource you requested could not be found.',
        success: false,
      });
    };
    const wait =
      (options.delayMs ?? 0) +
      (behaviourOf(url.pathname.match(/tt\d+/)?.[0] ?? '') === 'slow' ? 300 : 0);
    if (wait) setTimeout(answer, wait);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { apiUrl: `${base}/3`, imageUrl: `${base}/t/p`, calls, arrivals, close };
}

/** GET /movie/{id}?language=es-ES&append_to_response=credits,videos,release_dates, TMDB's shape. */
function movieAnswer(id: number, imdb: string, pictures: boolean) {
  const answer = {
    adult: false,
    backdrop_path: `/b${id}.jpg`,
    belongs_to_collection: null,
    budget: 0,
    genres: [
      { id: 18, name: 'Drama' },
      { id: 80, name: 'Crimen' },
    ],
    homepage: '',
    id,
    imdb_id: imdb,
    original_language: 'en',
    original_title: `Original ${imdb}`,
    overview: `Sinopsis de TMDB de ${imdb}.`,
    popularity: 10.5,
    poster_path: `/p${id}.jpg`,
    release_date: '1994-09-23',
    runtime: 142,
    status: 'Released',
    tagline: '',
    title: `Título TMDB ${imdb}`,
    video: false,
    vote_average: 8.7,
    vote_count: 20000,
    credits: {
      cast: [
        {
          adult: false,
          gender: 2,
          id: 504,
          known_for_department: 'Acting',
          name: 'Tim Robbins',
          original_name: 'Tim Robbins',
          popularity: 5,
          profile_path: '/a504.jpg',
          cast_id: 3,
          character: 'Andy Dufresne',
          credit_id: 'x1',
          order: 0,
        },
        {
          adult: false,
          gender: 2,
          id: 192,
          known_for_department: 'Acting',
          name: 'Morgan Freeman',
          original_name: 'Morgan Freeman',
          popularity: 5,
          profile_path: '/a192.jpg',
          cast_id: 4,
          character: "Ellis Boyd 'Red' Redding",
          credit_id: 'x2',
          order: 1,
        },
        {
          adult: false,
          gender: 2,
          id: 900,
          known_for_department: 'Acting',
          name: 'Sin Foto',
          original_name: 'Sin Foto',
          popularity: 1,
          profile_path: null,
          cast_id: 5,
          character: 'Preso',
          credit_id: 'x3',
          order: 2,
        },
      ],
      crew: [
        {
          adult: false,
          gender: 2,
          id: 4027,
          known_for_department: 'Directing',
          name: 'Frank Darabont',
          original_name: 'Frank Darabont',
          popularity: 2,
          profile_path: '/d4027.jpg',
          credit_id: 'x4',
          department: 'Directing',
          job: 'Director',
        },
      ],
    },
    videos: {
      results: [
        {
          iso_639_1: 'en',
          iso_3166_1: 'US',
          name: 'Teaser',
          key: 'teaser00001',
          site: 'YouTube',
          size: 1080,
          type: 'Teaser',
          official: true,
          published_at: '2014-01-01T00:00:00.000Z',
          id: 'v1',
        },
        {
          iso_639_1: 'es',
          iso_3166_1: 'ES',
          name: 'Tráiler',
          key: 'trailer0001',
          site: 'YouTube',
          size: 1080,
          type: 'Trailer',
          official: true,
          published_at: '2014-01-01T00:00:00.000Z',
          id: 'v2',
        },
        {
          iso_639_1: 'es',
          iso_3166_1: 'ES',
          name: 'Vimeo',
          key: 'vimeo000001',
          site: 'Vimeo',
          size: 1080,
          type: 'Trailer',
          official: true,
          published_at: '2014-01-01T00:00:00.000Z',
          id: 'v3',
        },
      ],
    },
    release_dates: {
      results: [
        {
          iso_3166_1: 'ES',
          release_dates: [
            { certification: '13', release_date: '1995-03-10T00:00:00.000Z', type: 3 },
          ],
        },
      ],
    },
  };
  if (pictures) return answer;
  return {
    ...answer,
    poster_path: null,
    backdrop_path: null,
    credits: {
      cast: answer.credits.cast.map((member) => ({ ...member, profile_path: null })),
      crew: answer.credits.crew.map((member) => ({ ...member, profile_path: null })),
    },
  };
}
