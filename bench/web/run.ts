/**
 * The web benchmark (`npx tsx bench/web/run.ts`, after `npm run build`). It starts the built
 * server on a temporary DATA_DIR (demo catalogue) on 127.0.0.1, drives Debian's Chromium with
 * Playwright, and prints, each next to a reference measured in the same run:
 *  - the JavaScript and CSS that a first visit to /novedades downloads, in gzip bytes, next to
 *    React + React DOM + React Router + TanStack Query bundled alone (the framework floor);
 *  - the time from navigation start until the first film tiles are painted on /novedades
 *    (cold cache each run), next to the same page when its list call answers an empty list;
 *  - the time from a 'Filtrar' keystroke until the filtered 1,000-film list is painted, signed
 *    out and signed in (the tiles' badges from the user's marks), next to the same keystrokes
 *    on a 10-film list;
 *  - Lighthouse's performance, accessibility and best-practices scores of /novedades, a film
 *    card and a search, with its desktop and mobile presets (lighthouse.ts), and the metrics
 *    behind the performance score.
 * Options: --runs N (page loads per figure, default 15, at least 3), --part
 * all|timings|lighthouse, --passes N (of the 'Filtrar' keystrokes, default 3), --preset
 * both|desktop|mobile (Lighthouse's), --screen NAME (repeatable: only these of Lighthouse's
 * screens, '/novedades', 'film card', 'search'), --lantern (what Lighthouse's simulation built
 * each score from: lantern.ts), --smoke (one run, one pass, Lighthouse on /novedades with the
 * desktop preset only: bench/smoke.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { startServer } from '../../e2e/server-process.js';
import { benchOptions } from '../shared/options.js';
import { lighthouseRows, PRESET_NAMES, type Preset } from './lighthouse.js';

const root = path.resolve(import.meta.dirname, '../..');
const values = benchOptions(
  {
    runs: '15',
    part: 'all',
    lantern: false as boolean,
    passes: '3',
    preset: 'both',
    screen: [] as string[],
  },
  { runs: '1', passes: '1', preset: 'desktop', screen: ['/novedades'] },
);
const RUNS = values.smoke ? Number(values.runs) : Math.max(3, Number(values.runs));
const PRESETS = values.preset === 'both' ? PRESET_NAMES : [values.preset as Preset];
if (!PRESETS.every((preset) => PRESET_NAMES.includes(preset))) {
  throw new Error('--preset both|desktop|mobile');
}
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

for (const built of ['web/dist/index.html', 'server/dist/main.js']) {
  if (!fs.existsSync(path.join(root, built))) {
    throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
}

const gzip = (body: Buffer | string) => zlib.gzipSync(body, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function summary(samples: number[]): string {
  return `median ${ms(quantile(samples, 0.5))}, p95 ${ms(quantile(samples, 0.95))}, max ${ms(
    Math.max(...samples),
  )}`;
}

/** The framework alone, minified for production: what any screen of this stack starts from. */
async function frameworkFloor(): Promise<number> {
  const result = await build({
    stdin: {
      contents: `
        import { createRoot } from 'react-dom/client';
        import { createElement } from 'react';
        import { createBrowserRouter, RouterProvider } from 'react-router';
        import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
        const client = new QueryClient();
        function List() {
          const q = useInfiniteQuery({ queryKey: ['x'], queryFn: () => fetch('/x').then((r) => r.json()),
            initialPageParam: 0, getNextPageParam: () => undefined });
          return createElement('p', null, String(q.data));
        }
        const router = createBrowserRouter([{ path: '/', element: createElement(List) }]);
        createRoot(document.body).render(createElement(QueryClientProvider, { client },
          createElement(RouterProvider, { router })));`,
      resolveDir: path.join(root, 'web'),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return gzip(Buffer.from(result.outputFiles[0]?.contents ?? new Uint8Array()));
}

interface Asset {
  url: string;
  type: string;
  raw: number;
  gzip: number;
}

/** What a first visit (empty cache) to /novedades downloads until its tiles show. */
async function firstVisitAssets(browser: Browser, base: string): Promise<Asset[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<Asset | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          type,
          raw: body.length,
          gzip: gzip(body),
        }))
        .catch(() => null),
    );
  });
  await page.goto(`${base}/novedades`);
  await page.locator('.tile').first().waitFor();
  await page.waitForLoadState('networkidle');
  const assets = (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
  await context.close();
  return assets;
}

/** Records when the first element matching `selector` is painted (ms from navigation start). */
function paintProbe(selector: string) {
  return `
    new MutationObserver((_, observer) => {
      if (!document.querySelector(${JSON.stringify(selector)})) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => { window.__painted = performance.now(); }, 0));
    }).observe(document, { childList: true, subtree: true });`;
}

async function timeToPaint(
  browser: Browser,
  url: string,
  selector: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepare?.(page);
  await page.addInitScript(paintProbe(selector));
  await page.goto(url);
  await page.waitForFunction(() => (window as { __painted?: number }).__painted !== undefined);
  const painted = await page.evaluate(() => (window as { __painted?: number }).__painted ?? 0);
  await context.close();
  return painted;
}

/** Keystrokes a user types into 'Filtrar': words typed letter by letter, then cleared. */
const KEYSTROKES = [
  't',
  'th',
  'the',
  'the ',
  'the g',
  'the go',
  'the god',
  '',
  '1',
  '19',
  '199',
  '1994',
  '',
  'k',
  'ku',
  'kub',
  'kubr',
  'kubri',
  'kubric',
  'kubrick',
  '',
  'a',
  'al',
  'alm',
  'almo',
  'almod',
  '',
  's',
  'sa',
  'sam',
  'samu',
  '',
];

/**
 * Times each keystroke in the page: from setting the box's value (as typing does) until the
 * list has rendered with that filter (`data-filter` of the list) and the next frame is painted.
 * Plain JavaScript in a string: tsx's helpers (`__name`) do not exist inside the page.
 */
const TIME_KEYSTROKES = `async (strokes) => {
  const input = document.querySelector('input[aria-label="Filtrar"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const applied = (value) => document.querySelector('.film-list')?.dataset.filter === value;
  const times = [];
  for (const value of strokes) {
    const started = performance.now();
    const rendered = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!applied(value)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { attributes: true, subtree: true, childList: true });
    });
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    if (!applied(value)) await rendered;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    times.push(performance.now() - started);
    // A short pause between keys, as a fast typist leaves.
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return times;
}`;

async function timeKeystrokes(page: Page): Promise<number[]> {
  return page.evaluate(`(${TIME_KEYSTROKES})(${JSON.stringify(KEYSTROKES)})`);
}

/** A member with bajed2 who has marked every third film of the list, for the tiles' badges. */
async function signInWithMarks(page: Page, films: unknown[]): Promise<void> {
  const ids = films.map((film) => (film as { id: number }).id).filter((_, n) => n % 3 === 0);
  await page.route('**/api/usuario/logeado', (route) =>
    route.fulfill({
      json: { email: 'bench@example.com', nombre: 'Bench', picture: '', perms: ['bajed2'] },
    }),
  );
  await page.route('**/api/usuario/marcas', (route) =>
    route.fulfill({
      json: { quiero: ids, pedidas: [], vistas: ids, notas: ids.map((id) => [id, 7]) },
    }),
  );
}

/** A list page whose busq call answers `films` in one page; signed in with marks if asked. */
async function filterTimes(
  browser: Browser,
  base: string,
  films: unknown[],
  signedIn = false,
): Promise<{ times: number[]; built: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/api/lista/busq/**', (route) =>
    route.fulfill({ json: { pelis: films, total: films.length, sig: null } }),
  );
  if (signedIn) await signInWithMarks(page, films);
  await page.goto(`${base}/all`);
  await page.locator('.tile').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Tiles the keystrokes add to the page (built anew rather than kept or moved): a figure the
  // machine's load does not change.
  await page.evaluate(`
    window.__tilesBuilt = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement) {
            if (node.matches('.tile')) window.__tilesBuilt += 1;
            else window.__tilesBuilt += node.querySelectorAll('.tile').length;
          }
    }).observe(document.querySelector('.film-list'), { childList: true, subtree: true });`);
  const times: number[] = [];
  for (let pass = 0; pass < Number(values.passes); pass += 1) {
    times.push(...(await timeKeystrokes(page)));
  }
  const built = Number(await page.evaluate('window.__tilesBuilt'));
  await context.close();
  return { times, built };
}

/**
 * `count` of the catalogue's cards, as `/all` lists them. The demo has fewer films than the
 * keystroke series measures, so its cards are repeated under new ids (the same titles, the
 * same work per tile) until there are `count`.
 */
async function fetchFilms(base: string, count: number): Promise<unknown[]> {
  const films: { id: number }[] = [];
  for (;;) {
    const answer = await fetch(
      `${base}/api/lista/busq/false/false/0/1111111/all?desde=${films.length}&n=500`,
    );
    const page = (await answer.json()) as { pelis: { id: number }[]; sig: number | null };
    films.push(...page.pelis);
    if (page.sig === null || films.length >= count) break;
  }
  if (!films.length) throw new Error('the demo catalogue has no films');
  const highest = Math.max(...films.map((film) => film.id));
  return Array.from({ length: count }, (_, index) => {
    const film = films[index % films.length] as { id: number };
    const round = Math.floor(index / films.length);
    return round ? { ...film, id: film.id + round * highest } : film;
  });
}

async function timings(browser: Browser, base: string): Promise<void> {
  const assets = await firstVisitAssets(browser, base);
  const floor = await frameworkFloor();
  const js = assets.filter((asset) => asset.type === 'script');
  const css = assets.filter((asset) => asset.type === 'stylesheet');
  const sum = (list: Asset[], key: 'raw' | 'gzip') => list.reduce((n, a) => n + a[key], 0);
  console.log('First visit to /novedades (gzip -9 of each file):');
  for (const asset of assets) {
    console.log(
      `  ${asset.url.padEnd(40)} ${kb(asset.raw).padStart(10)} raw ${kb(asset.gzip).padStart(9)} gzip`,
    );
  }
  console.log(
    `  JavaScript: ${kb(sum(js, 'gzip'))} gzip (${js.length} files)   CSS: ${kb(sum(css, 'gzip'))} gzip`,
  );
  console.log(`  reference, React + React Router + TanStack Query alone: ${kb(floor)} gzip\n`);

  const emptyList = async (page: Page) => {
    await page.route('**/api/lista/fecha/**', (route) =>
      route.fulfill({ json: { pelis: [], total: 0, sig: null } }),
    );
  };
  const tiles: number[] = [];
  const empty: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    tiles.push(await timeToPaint(browser, `${base}/novedades`, '.tile'));
    empty.push(await timeToPaint(browser, `${base}/novedades`, '.empty', emptyList));
  }
  console.log('First tiles painted on /novedades (from navigation start, cold cache):');
  console.log(`  tiles:                          ${summary(tiles)}`);
  console.log(`  reference, same page, no films: ${summary(empty)}\n`);

  // The same first loads over Lighthouse's phone network, where each call made in series costs
  // a round trip of 150 ms: what the loaders' order of calls is worth (the CPU is not slowed).
  const card = await amelieId(base);
  const phoneTiles: number[] = [];
  const phoneCard: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    phoneTiles.push(await timeToPaint(browser, `${base}/novedades`, '.tile', slow4g));
    phoneCard.push(await timeToPaint(browser, `${base}/peli/${card}/x`, '.film-page', slow4g));
  }
  console.log('Same, over a slow 4G network (150 ms latency, 1.6 Mbps down, 750 Kbps up):');
  console.log(`  /novedades, first tile:         ${summary(phoneTiles)}`);
  console.log(`  a film card (Amélie):           ${summary(phoneCard)}\n`);

  const thousand = await fetchFilms(base, 1000);
  const big = await filterTimes(browser, base, thousand);
  const small = await filterTimes(browser, base, thousand.slice(0, 10));
  const member = await filterTimes(browser, base, thousand, true);
  console.log(`'Filtrar' keystroke until the list is painted (${big.times.length} keystrokes):`);
  console.log(`  1,000 films:                 ${summary(big.times)}`);
  console.log(`  1,000 films, signed in:      ${summary(member.times)}`);
  console.log(`  reference, 10 films:         ${summary(small.times)}`);
  console.log(`  tiles built by the keystrokes, 1,000 films: ${big.built}`);
}

/** The id of Amélie's card, the film card both parts load. */
async function amelieId(base: string): Promise<number> {
  const answer = await fetch(`${base}/api/lista/busq/false/false/0/1111111/all/amelie?n=1`);
  const film = ((await answer.json()) as { pelis: { id: number }[] }).pelis[0];
  if (!film) throw new Error('the demo catalogue has no Amélie');
  return film.id;
}

/** Lighthouse's mobile network (its 'slow 4G'), emulated by Chromium for one page. */
async function slow4g(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Lighthouse on three screens as a first visitor sees them, each preset in turn. */
async function lighthouse(base: string): Promise<void> {
  const film = await amelieId(base);
  const screens = [
    { screen: '/novedades', url: `${base}/novedades` },
    { screen: 'film card', url: `${base}/peli/${film}/x` },
    { screen: 'search', url: `${base}/all/amelie` },
  ].filter(({ screen }) => !values.screen.length || values.screen.includes(screen));
  if (screens.length < values.screen.length)
    throw new Error(`--screen: ${values.screen.join(', ')}?`);
  const rows = await lighthouseRows(CHROMIUM, screens, PRESETS, values.lantern);
  console.log('\nLighthouse (performance / accessibility / best practices; metrics):');
  for (const { screen, preset, scores, metrics, failed, simulation } of rows) {
    console.log(
      `  ${preset.padEnd(8)} ${screen.padEnd(12)} ${scores.performance} / ${scores.accessibility} / ${scores['best-practices']}; ${metrics}`,
    );
    for (const audit of failed) console.log(`      not passed: ${audit}`);
    for (const line of simulation) console.log(`      ${line}`);
  }
}

const server = await startServer({ LOG_LEVEL: 'warn' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  console.log(`Cineclub web benchmark, ${new Date().toISOString().slice(0, 10)}`);
  console.log(
    `${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, Node ${process.version}, Chromium ${browser.version()}, ${RUNS} runs\n`,
  );

  if (values.part !== 'lighthouse') await timings(browser, server.url);
  if (values.part !== 'timings') await lighthouse(server.url);
} finally {
  await browser.close();
  await server.stop();
}
