/** Demo data and sign-in for the screenshot scripts (screens.ts, gallery.ts). */
import type { Browser, Page } from '@playwright/test';

export async function signIn(page: Page, email: string): Promise<void> {
  const issued = await page.request.get(`/api/demo/idtoken?email=${encodeURIComponent(email)}`);
  const { token } = (await issued.json()) as { token: string };
  await page.request.post('/api/usuario/login/google', { data: { token } });
}

interface ListedFilm {
  id: number;
  nom: string;
  arcs?: unknown[];
}

/** Films of a busq call (its path after /api/lista/busq/). */
export async function films(page: Page, call: string): Promise<ListedFilm[]> {
  const answer = await page.request.get(`/api/lista/busq/${call}`);
  return ((await answer.json()) as { pelis: ListedFilm[] }).pelis;
}

/** The id of a well-known film of the demo catalogue, by its title. */
export async function filmId(page: Page, title: string): Promise<number> {
  const listed = await films(page, 'false/false/0/1111111/i250?n=250');
  const film = listed.find((candidate) => candidate.nom.includes(title)) ?? listed[0];
  if (!film) throw new Error('the demo catalogue has no films');
  return film.id;
}

export /** Comments to show on the card: one by another member, one by the signed-in user. */
async function seedComments(browser: Browser, baseURL: string, id: number): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const comment = (text: string, voto: number) => ({ data: { vista: true, voto, comen: text } });
  await signIn(page, 'admin@demo.local');
  await page.request.post(
    `/api/peli/comenta/${id}`,
    comment('Preciosa. La banda sonora de Yann Tiersen no se me va de la cabeza.', 9),
  );
  await signIn(page, 'socio@demo.local');
  await page.request.post(
    `/api/peli/comenta/${id}`,
    comment('La vi en el cine en 2001 y sigue igual de bonita. París nunca ha salido mejor.', 8),
  );
  await context.close();
}
