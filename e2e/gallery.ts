/**
 * The README's gallery (docs/screens/): a few main screens from the real app at a laptop's and a
 * phone's size. Runs the built server on a temp DATA_DIR with the demo catalogue:
 * `npm run build && npm run gallery`. The PNGs are squeezed by pngquant when it is installed
 * (`apt-get install pngquant`). screens.ts takes many more, for judging the look.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { screenContext } from './screens-context';
import { filmId, films, seedComments, signIn } from './screens-data';
import { startServer } from './server-process';

const outDir = path.resolve(process.argv[2] ?? 'docs/screens');

type Who = 'anonimo' | 'socio' | 'admin';

interface Shot {
  name: string;
  who: Who;
  path: string;
  /** Waits until the screen shows what it is for. */
  ready: (page: Page) => Promise<void>;
  /** Brings the screen into the state the picture shows (a menu open). */
  open?: (page: Page) => Promise<void>;
}

const tiles = async (page: Page) => page.locator('.tile').first().waitFor();
const heading = async (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

/**
 * The download queue with something in it: 'DESCARGAR TODAS' on a film of several files whose
 * first start is never answered, so one file is starting and the rest wait for its disk.
 */
async function queueWithFiles(page: Page): Promise<void> {
  await page.route('**/api/dwnl/init/**', () => {});
  await page.getByRole('button', { name: 'DESCARGAR TODAS' }).click();
  await page.locator('.queue-menu summary').click();
  await page.locator('.queue-item').first().waitFor();
}

function shots(amelie: number, filmWithFiles: number): Shot[] {
  return [
    { name: 'novedades', who: 'socio', path: '/novedades', ready: tiles },
    { name: 'novedades-anonimo', who: 'anonimo', path: '/novedades', ready: tiles },
    { name: 'ficha', who: 'socio', path: `/peli/${amelie}/x`, ready: heading },
    { name: 'busqueda', who: 'anonimo', path: '/all/el', ready: tiles },
    {
      name: 'cola',
      who: 'socio',
      path: `/peli/${filmWithFiles}/x`,
      ready: heading,
      open: queueWithFiles,
    },
    { name: 'admin', who: 'admin', path: `/admo/${amelie}`, ready: heading },
  ];
}

async function shoot(browser: Browser, baseURL: string, list: Shot[]): Promise<string[]> {
  const files: string[] = [];
  for (const who of ['anonimo', 'socio', 'admin'] as const) {
    for (const size of ['desktop', 'phone'] as const) {
      const context = await screenContext(browser, baseURL, size);
      const page = await context.newPage();
      if (who !== 'anonimo') await signIn(page, `${who}@demo.local`);
      for (const shot of list.filter((candidate) => candidate.who === who)) {
        await page.goto(shot.path);
        await shot.ready(page);
        await page.waitForLoadState('networkidle');
        await shot.open?.(page);
        const file = path.join(outDir, `${shot.name}-${size}.png`);
        await page.screenshot({ path: file });
        files.push(file);
      }
      await context.close();
    }
  }
  return files;
}

/** Lossy palette PNGs, a third of the size, where pngquant is installed; else left as they are. */
function squeeze(files: string[]): void {
  try {
    execFileSync('pngquant', ['--version'], { stdio: 'ignore' });
  } catch {
    console.log('pngquant no está instalado: las capturas quedan sin comprimir');
    return;
  }
  execFileSync('pngquant', ['--force', '--ext', '.png', '--strip', '--quality', '65-90', ...files]);
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  fs.mkdirSync(outDir, { recursive: true });
  const page = await browser.newPage({ baseURL: server.url });
  await signIn(page, 'socio@demo.local');
  const amelie = await filmId(page, 'Amélie');
  const withFiles = (await films(page, 'true/true/0/1111111/all?n=100')).find(
    (film) => (film.arcs?.length ?? 0) >= 3,
  );
  if (!withFiles) throw new Error('the demo catalogue has no film with three files');
  await page.close();
  await seedComments(browser, server.url, amelie);
  squeeze(await shoot(browser, server.url, shots(amelie, withFiles.id)));
  console.log(`Capturas en ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
