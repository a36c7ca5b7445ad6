import { z } from 'zod';
import { DEMO_MEMBERS } from '../../accounts/demo-accounts.js';
import { seedDemoActivity } from './club-activity.js';
import clubRatingsJson from './club-ratings.json' with { type: 'json' };
import { seedDemoNights } from './film-nights.js';
import type { DemoSeedWrites } from './queries.js';

const DAY = 86_400;

/**
 * Comments and scores: the film by its place among the hand-written films (the first ones have
 * files), who, the score (-1: seen, no score), the text, and how many days ago. The texts suit
 * any film, since the hand-written list may change.
 */
const COMMENTS: [film: number, email: string, voto: number, comen: string, daysAgo: number][] = [
  [0, 'marta@demo.local', 10, 'La he visto cuatro veces y sigue funcionando. Imprescindible.', 20],
  [0, 'andres@demo.local', 9, 'El final compensa cada minuto. Mejor en versión original.', 12],
  [0, 'socio@demo.local', 8, '', 5],
  [1, 'lucia@demo.local', 9, 'Qué reparto. Se entiende por qué se sigue citando tanto.', 18],
  [1, 'admin@demo.local', 10, 'La copia en 1080p se ve muy bien; la de 720p va justa.', 9],
  [2, 'andres@demo.local', 7, 'Larga, pero la segunda mitad es estupenda.', 15],
  [2, 'marta@demo.local', -1, '', 3],
  [3, 'socio@demo.local', 8, 'Los subtítulos van bien sincronizados con la versión 1080p.', 7],
  [
    4,
    'lucia@demo.local',
    6,
    'Bien hecha, aunque esperaba más después de tanto oír hablar de ella.',
    11,
  ],
  [5, 'marta@demo.local', 9, 'Para verla con buen sonido y sin prisas.', 2],
  [6, 'andres@demo.local', 8, '', 6],
  [8, 'admin@demo.local', 7, 'Subida a petición de Lucía. ¡Que la disfrutéis!', 4],
  [60, 'lucia@demo.local', 10, '¿Alguien la tiene? Me encantaría volver a verla.', 8],
];

/** Only the invented members score here: the marks of the accounts people sign in with stay as the tests know them. */
const demoEmails = DEMO_MEMBERS.map((member) => member.email);

/** The demo members' scores without a text (club-ratings.json), checked. */
const clubRatings = z.object({
  about: z.string(),
  ratings: z.array(
    z.tuple([
      z.number().int().min(0),
      z.string().refine((email) => demoEmails.includes(email), 'no es de la demo'),
      z.number().int().min(0).max(10),
      z.number().int().min(0).max(3650),
    ]),
  ),
});

/** The demo's scores: the comments above, then the bare scores of club-ratings.json. */
export function demoScores(): [
  film: number,
  email: string,
  voto: number,
  comen: string,
  daysAgo: number,
][] {
  const bare = clubRatings.parse(clubRatingsJson).ratings;
  return [
    ...COMMENTS,
    ...bare.map(([film, email, voto, daysAgo]): (typeof COMMENTS)[number] => [
      film,
      email,
      voto,
      '',
      daysAgo,
    ]),
  ];
}

/** Films without files that members asked for: place among the hand-written films, who, days ago. */
const REQUESTS: [film: number, email: string, daysAgo: number][] = [
  [60, 'lucia@demo.local', 8],
  [61, 'invitado@demo.local', 3],
  [62, 'socio@demo.local', 1],
];

/**
 * A used look for the demo's first start: a few members, comments and scores on the cards,
 * open requests and notices for the banner and the admin screen. Demo mode only (the seed
 * calls it); all texts are invented for the demo.
 */
export async function seedDemoCommunity(
  writes: DemoSeedWrites,
  options: { filmIds: number[]; withFiles: number; now: number },
): Promise<void> {
  const { filmIds, now } = options;
  const userId = await writes.addUsers(
    DEMO_MEMBERS.map((member) => ({ ...member, created_at: now - 90 * DAY })),
  );
  const comments = demoScores().flatMap(([film, email, voto, comen, daysAgo]) => {
    const filmId = filmIds[film];
    const user = userId.get(email);
    if (filmId === undefined || user === undefined) return [];
    return [{ film_id: filmId, user_id: user, fecha: now - daysAgo * DAY, vista: 1, voto, comen }];
  });
  await writes.insertComments(comments);
  // Only films without files can be asked for.
  const requests = REQUESTS.flatMap(([film, email, daysAgo]) => {
    const filmId = film >= options.withFiles ? filmIds[film] : undefined;
    const user = userId.get(email);
    if (filmId === undefined || user === undefined) return [];
    return [{ film_id: filmId, user_id: user, created_at: now - daysAgo * DAY }];
  });
  await writes.insertRequests(requests);
  await writes.insertNotices(await demoNotices(writes, filmIds, now));
  await seedDemoActivity(writes, { filmIds, now });
  await seedDemoNights(writes, { filmIds, userIds: await writes.addUsers([]), now });
}

async function demoNotices(writes: DemoSeedWrites, filmIds: number[], now: number) {
  const newest = filmIds[0] === undefined ? undefined : await writes.filmTitle(filmIds[0]);
  const notices = [
    {
      user_id: null,
      fec: now - 6 * DAY,
      que:
        'Bienvenidos al cineclub de demostración: las películas, los socios y los comentarios ' +
        'son de prueba. Podéis entrar con cualquiera de las tres cuentas.',
    },
  ];
  if (newest) {
    notices.push({
      user_id: null,
      fec: now - DAY,
      que: `Recién llegada al disco: %${newest.id}%${newest.nom}%. ¡Buena sesión!`,
    });
  }
  return notices;
}
