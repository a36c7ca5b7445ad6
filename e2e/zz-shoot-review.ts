// Throwaway: screenshots of the year in review (not committed).
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { screenContext } from './screens-context';
import { signIn } from './screens-data';
import { startServer } from './server-process';

const out = process.argv[2] ?? '/tmp/leftovers-shots';
const who = process.argv[3] ?? 'socio@demo.local';
const server = await startServer({ LOGIN_RATE_LIMIT: '10000' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const size of ['desktop', 'phone'] as const) {
    const context = await screenContext(browser, server.url, size);
    const page = await context.newPage();
    await signIn(page, who);
    for (const year of [2026, 2025]) {
      await page.goto(`/club/resumen/${year}`);
      await page.getByRole('heading', { level: 2, name: 'El año del club' }).waitFor();
      await page.waitForLoadState('networkidle');
      const file = path.join(out, `resumen-${year}-${size}-${who.split('@')[0]}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
