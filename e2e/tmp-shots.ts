import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { screenContext } from './screens-context';
import { filmId, signIn } from './screens-data';
import { startServer } from './server-process';

const out = process.argv[2] ?? '/tmp/shots';
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const size of ['desktop', 'phone'] as const) {
    for (const who of [null, 'socio@demo.local'] as const) {
      const context = await screenContext(browser, server.url, size);
      const page = await context.newPage();
      if (who) await signIn(page, who);
      const tag = `${size}-${who ? 'socio' : 'anonimo'}`;
      const shot = async (name: string, url: string, full = false) => {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(out, `${name}-${tag}.png`), fullPage: full });
      };
      await shot('novedades', '/novedades');
      await shot('mejores', '/mejores');
      await shot('kubrik', '/all/kubrik');
      await shot('quisiste', '/all/zzqxwv%20casablanka');
      const id = await filmId(page, 'El padrino');
      await shot('ficha', `/peli/${id}/x`, true);
      await shot('club', '/club');
      await shot('resumen', `/club/resumen/${new Date().getFullYear()}`, true);
      await shot('importar', '/importar');
      await shot('privacidad', '/privacidad');
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
