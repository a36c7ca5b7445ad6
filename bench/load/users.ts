import {
  callPath,
  fichaCall,
  pathOf,
  routes,
  type SearchList,
  searchCall,
} from '@cineclub/contract';
import type { UserClient } from './client.js';

/**
 * What the simulated users do. Every user browses (lists, search, film cards, posters); signed-in
 * users also mark films, read their watchlist and notices and comment; users with downloads
 * also download (init, the monit stream to the end, the file); admins also read their lists.
 * A well-behaved user: a comment at most every COMMENT_EVERY_MS, one download at a time (so one
 * monit stream open) at most every DOWNLOAD_EVERY_MS.
 */

export type Role = 'visitante' | 'invitado' | 'socio' | 'admin';

export const COMMENT_EVERY_MS = 6_000;
export const DOWNLOAD_EVERY_MS = 8_000;

const SEARCH_TEXTS = ['padrino', 'amor', 'guerra', 'noche', 'casa', 'tiempo', 'vida', 'rey'];
const PEOPLE_TEXTS = ['coppola', 'hitchcock', 'kubrick', 'wilder', 'almodovar'];
const LISTS: SearchList[] = ['1000p', 'all'];

/** Films and files seen by anyone so far (from list pages and cards), to pick from. */
export interface Seen {
  films: number[];
  files: number[];
}

const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function remember(list: number[], ids: number[], max = 2_000): void {
  for (const id of ids) if (list.length < max && !list.includes(id)) list.push(id);
}

function idsOfPage(body: string): number[] {
  return (JSON.parse(body) as { pelis: { id: number }[] }).pelis.map((film) => film.id);
}

export interface UserContext {
  client: UserClient;
  role: Role;
  seen: Seen;
  thinkMs: number;
  running: () => boolean;
}

/** A page of a busq call over every field and year, as the web asks for it. */
function listCall(
  list: SearchList,
  text: string,
  onlyDownloadable: boolean,
  fullCards: boolean,
  offset: number,
  size: number,
) {
  const options = { onlyDownloadable, fullCards, genre: 'TG' };
  return searchCall({ list, years: '0', text }, options, offset, size);
}

/** Fills `seen` before the run: downloadable films and their files, as a user with bajed2 sees them. */
export async function discover(client: UserClient, seen: Seen): Promise<void> {
  const page = await client.call(
    'lista busq',
    'GET',
    callPath('search', listCall('all', '', true, true, 0, 100)),
  );
  if (!page) return;
  const films = JSON.parse(page.body) as { pelis: { id: number; arcs?: { id: number }[] }[] };
  remember(
    seen.films,
    films.pelis.map((film) => film.id),
  );
  remember(
    seen.files,
    films.pelis.flatMap((film) => (film.arcs ?? []).map((file) => file.id)),
  );
}

/** One browsing step, chosen at random. */
async function browse({ client, seen }: UserContext): Promise<void> {
  const step = Math.random();
  const film = pick(seen.films);
  if (step < 0.25 || film === undefined) {
    const desde = pick([0, 0, 0, 50, 100]) ?? 0;
    const page = await client.call(
      'lista fecha',
      'GET',
      callPath('news', {
        params: {
          onlyDownloadable: String(Math.random() < 0.5) as 'true',
          fullCards: 'false',
          weeks: 4,
        },
        query: { desde, n: 50 },
      }),
    );
    if (page) remember(seen.films, idsOfPage(page.body));
  } else if (step < 0.45) {
    const text = pick(SEARCH_TEXTS) ?? '';
    await client.call(
      'busq',
      'GET',
      callPath('search', listCall('all', text, false, false, 0, 50)),
    );
  } else if (step < 0.55) {
    const list = pick(LISTS) ?? 'all';
    await client.call(
      'lista busq',
      'GET',
      callPath('search', listCall(list, '', true, true, 0, 50)),
    );
  } else if (step < 0.8) {
    const card = await client.call('ficha', 'GET', callPath('ficha', fichaCall(film)));
    if (card) {
      const { arcs = [] } = JSON.parse(card.body) as { arcs?: { id: number }[] };
      remember(
        seen.files,
        arcs.map((file) => file.id),
      );
    }
  } else if (step < 0.95) {
    await client.call('poster', 'GET', pathOf(routes.poster, { id: film }));
  } else if (step < 0.98) {
    await client.call(
      'pers',
      'GET',
      callPath('people', { params: { text: pick(PEOPLE_TEXTS) ?? '' } }),
    );
  } else {
    await client.call('generos', 'GET', callPath('genres', {}));
  }
}

/** One step of a signed-in user's own things. */
async function personal({ client, seen }: UserContext): Promise<void> {
  const step = Math.random();
  const film = pick(seen.films);
  if (step < 0.4 && film !== undefined) {
    const si = Math.random() < 0.5 ? 'si' : 'no';
    await client.call('verla', 'POST', callPath('want', { params: { id: String(film), si } }), {
      expect: 204,
    });
  } else if (step < 0.7) {
    await client.call('recor', 'GET', callPath('wanted', { query: { n: 50 } }));
  } else {
    await client.call('aviso get', 'GET', callPath('notices', {}));
  }
}

async function comment({ client, seen }: UserContext): Promise<void> {
  const film = pick(seen.films);
  if (film === undefined) return;
  await client.call(
    'comenta',
    'POST',
    callPath('comment', { params: { id: String(film) }, body: undefined as never }),
    {
      json: { vista: true, voto: Math.floor(Math.random() * 11), comen: 'Comentario de la prueba' },
    },
  );
}

/** A whole download: init, the progress stream to its end (100 %), then the file. */
async function download({ client, seen }: UserContext): Promise<void> {
  const fileId = pick(seen.files);
  if (fileId === undefined) return;
  const init = await client.call(
    'dwnl init',
    'POST',
    callPath('downloadInit', { params: { fileId: String(fileId) }, query: {} }),
  );
  if (!init) return;
  const id = JSON.parse(init.body) as number;
  const monit = await client.call('dwnl monit', 'GET', pathOf(routes.downloadMonitor, { id }));
  if (!monit) return;
  if (!/data: ?100\s*$/.test(monit.body.trim())) {
    client.stats.error('dwnl monit', `monit ${id} ended without 100 %: ${monit.body.slice(-200)}`);
    return;
  }
  await client.call('dwnl arch', 'GET', pathOf(routes.downloadFile, { id }));
}

async function adminStep({ client }: UserContext): Promise<void> {
  const path = pick([
    callPath('adminUsers', { query: { n: 50 } }),
    callPath('adminAudit', { query: { n: 50 } }),
    callPath('adminJobs', {}),
  ]);
  if (path) await client.call(path.split('?')[0] ?? '', 'GET', path);
}

/** The user's loop until the run ends. */
export async function runUser(context: UserContext): Promise<void> {
  const { role, thinkMs } = context;
  const signedIn = role !== 'visitante';
  const downloads = role === 'socio' || role === 'admin';
  let nextComment = Date.now() + Math.random() * COMMENT_EVERY_MS;
  let nextDownload = Date.now() + Math.random() * DOWNLOAD_EVERY_MS;
  let downloading: Promise<void> | null = null;
  while (context.running()) {
    const now = Date.now();
    if (signedIn && now >= nextComment) {
      nextComment = now + COMMENT_EVERY_MS;
      await comment(context);
    } else if (downloads && !downloading && now >= nextDownload) {
      nextDownload = now + DOWNLOAD_EVERY_MS;
      // The download goes on beside the browsing, as in the web app's queue.
      downloading = download(context).finally(() => {
        downloading = null;
      });
    } else if (role === 'admin' && Math.random() < 0.1) {
      await adminStep(context);
    } else if (signedIn && Math.random() < 0.25) {
      await personal(context);
    } else {
      await browse(context);
    }
    await sleep(Math.random() * thinkMs);
  }
  await downloading;
}
