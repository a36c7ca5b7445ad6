import { hasNoControl, parseId } from '@cineclub/contract';
import type { FastifyRequest } from 'fastify';

/**
 * What the page the server sends for a web address names of its first screen: the call the
 * screen's loader will make and the image that will be its largest paint, as
 * `<link rel="preload">` tags, so the browser fetches them while the app's JavaScript is still
 * downloading instead of after it has run (a phone's first load: one round trip for the call,
 * another for the poster). Pure: the addresses come from the caller.
 */

/** The first screens that get hints: the news, a film's card and a search. */
export type PageScreen =
  | { kind: 'news' }
  | { kind: 'film'; id: number }
  | { kind: 'search'; text: string };

export interface PageHints {
  /** JSON calls the screen's loader makes, fetched as `fetch()` will ask for them. */
  calls: string[];
  /** Images painted first (the first poster), fetched at high priority. */
  images: string[];
}

export const noHints: PageHints = { calls: [], images: [] };

/** The hints of a first screen for whoever asks (app level: first-screen.ts). */
export type FirstScreenHints = (
  screen: PageScreen,
  user: FastifyRequest['user'],
) => Promise<PageHints>;

/** The screen of a web address, as the web's router reads it; null for the other screens. */
export function pageScreenOf(pathname: string): PageScreen | null {
  if (pathname === '/' || /^\/novedades\/?$/.test(pathname)) return { kind: 'news' };
  const film = /^\/peli\/([^/]*)(\/|$)/.exec(pathname);
  if (film) {
    // The API's own id rule: past it the call would be a 400, not a card.
    const id = parseId(film[1] ?? '');
    return id === null ? null : { kind: 'film', id };
  }
  const search = /^\/all(?:\/([^/]*))?\/?$/.exec(pathname);
  if (search) {
    const text = decoded(search[1] ?? '');
    return text === null || !hasNoControl(text) ? null : { kind: 'search', text: text.trim() };
  }
  return null;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Text safe inside a double-quoted HTML attribute. */
function attribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** Vite's build manifest (`dist/.vite/manifest.json`): each chunk by its source, what it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The sources of the screens whose code is a chunk of its own, loaded on demand. */
const SCREEN_SOURCES: Partial<Record<PageScreen['kind'], string>> = {
  film: 'src/app/film-screen.tsx',
  search: 'src/catalogue/list-screen.tsx',
};

function chunkFiles(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/**
 * The JavaScript a first load of each screen needs beyond the page's own (`index.html`, which
 * already names its chunks): the screen's chunk and what it imports. Preloaded with the page,
 * it downloads beside the main bundle instead of after it has run (React Router only asks for
 * a lazy screen once the app starts). A screen missing from the manifest (a renamed file) is
 * listed in `missing`.
 */
export function screenModules(manifest: BuildManifest): {
  modules: Partial<Record<PageScreen['kind'], string[]>>;
  missing: string[];
} {
  const page = chunkFiles(manifest, 'index.html');
  const modules: Partial<Record<PageScreen['kind'], string[]>> = {};
  const missing: string[] = [];
  for (const [kind, source] of Object.entries(SCREEN_SOURCES) as [PageScreen['kind'], string][]) {
    if (!manifest[source]) missing.push(source);
    else modules[kind] = [...chunkFiles(manifest, source)].filter((file) => !page.has(file));
  }
  return { modules, missing };
}

/**
 * The preload tags. A call is preloaded `as="fetch"` with `crossorigin` (CORS mode, cookies
 * sent to the same origin): what the web's `fetch(path, { credentials: 'same-origin' })` asks
 * for, so the browser hands it the preloaded answer. Modules as Vite's own `modulepreload`s.
 */
export function hintTags(hints: PageHints, modules: string[] = []): string {
  return [
    ...modules.map(
      (module) => `<link rel="modulepreload" crossorigin href="${attribute(module)}">`,
    ),
    ...hints.calls.map(
      (call) => `<link rel="preload" href="${attribute(call)}" as="fetch" crossorigin>`,
    ),
    ...hints.images.map(
      (image) => `<link rel="preload" href="${attribute(image)}" as="image" fetchpriority="high">`,
    ),
  ].join('');
}

/**
 * The page with the tags at the end of its head, after the app's script and stylesheet: the
 * script is the largest download and the stylesheet blocks the first paint, so they take the
 * browser's first connections (six per server over HTTP/1.1) and the small calls queue after
 * them, not the other way round.
 */
export function withHints(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.search(/<\/head>/i);
  return at < 0 ? html : `${html.slice(0, at)}  ${tags}\n  ${html.slice(at)}`;
}
