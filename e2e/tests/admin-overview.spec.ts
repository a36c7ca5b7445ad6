import { expect, test } from '../fixtures';
import { signIn } from './catalogue-ui';

/** /admo opens on the overview (issue 47): what waits, the last runs of the jobs, the disks. */
test('the admin screen opens on what waits, the last runs of the jobs and the disks', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL ?? '', 'admin@demo.local');
  await page.goto('/admo');
  await expect(page.getByRole('link', { name: 'Resumen' })).toHaveAttribute('aria-current', 'page');

  const waiting = page.getByRole('region', { name: 'Pendiente' });
  await expect(waiting.getByRole('link', { name: /petici(ón|ones) abiertas?$/ })).toBeVisible();
  const messages = waiting.getByRole('link', { name: /mensajes? sin leer$/ });
  await expect(messages).toBeVisible();

  const jobs = page.getByRole('region', { name: 'Últimas tareas' });
  for (const kind of [
    'Actualización diaria de IMDb',
    'TMDB',
    'Escaneo de discos',
    'Importación de lista',
  ]) {
    await expect(jobs.getByText(kind, { exact: true })).toBeVisible();
  }
  await expect(jobs.getByText(/^Próxima: /)).toBeVisible();

  const disks = page.getByRole('region', { name: 'Discos' });
  const rows = disks.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(disks.getByRole('rowheader', { name: 'disco1' })).toBeVisible();
  await expect(disks.getByRole('rowheader', { name: 'disco2' })).toBeVisible();
  await expect(disks.getByText('No está')).toHaveCount(0);

  await messages.click();
  await expect(page).toHaveURL(/\/admo\/mensajes$/);
  await expect(page.getByRole('link', { name: 'Mensajes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
