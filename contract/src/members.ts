import { z } from 'zod';
import { idSegment, text } from './common';

/**
 * What a member lets the club see (issue 32): `marcas`, their seen marks and their watchlist
 * ('Quiero verla'); `actividad`, whether they appear in the club's activity feed. Ratings and
 * comments are seen by every member whatever they choose (the spec). Both are on by default.
 */
export const privacyChoices = z.object({ marcas: z.boolean(), actividad: z.boolean() });
export type PrivacyChoices = z.infer<typeof privacyChoices>;

/** The choices as stored, with the member's id (`socio`: the address of their own page). */
export const privacyAnswer = privacyChoices.extend({ socio: z.number().int() });
export type PrivacyAnswer = z.infer<typeof privacyAnswer>;

/**
 * The name a member is shown by to the club (issue 47), asked on the new-user screen: never an
 * address, which the club must not see.
 */
export const nameBody = z.object({
  nombre: text()
    .trim()
    .min(1, 'Escribe tu nombre')
    .max(60, 'Tu nombre tiene como mucho 60 caracteres')
    .refine((name) => !name.includes('@'), 'Tu nombre no puede ser una dirección de correo'),
});
export const nameAnswer = z.object({ nombre: z.string() });

export const memberParams = z.object({ id: idSegment });

/** A member's page (`/socio/{id}`): who they are and a few figures. */
export const memberInfo = z.object({
  id: z.number().int(),
  nombre: z.string(),
  picture: z.string(),
  /** When they joined (seconds). */
  desde: z.number().int(),
  /** The page is the viewer's own. */
  yo: z.boolean(),
  /** Their seen films and watchlist are shown (their choice, or the viewer's own page). */
  marcas: z.boolean(),
  cifras: z.object({
    /** Films they rated, and the average of their scores (each film's newest). */
    notas: z.number().int(),
    media: z.number().nullable(),
    comentarios: z.number().int(),
    /** Films seen and films wanted; null when they keep them to themselves. */
    vistas: z.number().int().nullable(),
    quiero: z.number().int().nullable(),
  }),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** The lists of a member's page: rated films, seen films, watchlist. */
export const MEMBER_LISTS = ['notas', 'vistas', 'quiero'] as const;
export type MemberList = (typeof MEMBER_LISTS)[number];

export const memberListParams = z.object({ id: idSegment, lista: z.enum(MEMBER_LISTS) });
export const memberListQuery = z.object({
  desde: z.coerce.number().int().min(0).max(10_000_000).default(0),
  n: z.coerce.number().int().min(1).max(100).default(40),
});

/** A film of a member's list: `voto` their score (rated list), `fecha` when they rated, saw or wanted it. */
export const memberFilm = z.object({
  id: z.number().int(),
  nom: z.string(),
  anio: z.number().int().nullable(),
  poster: z.number().int(),
  voto: z.number().int().nullable(),
  fecha: z.number().int(),
});
export type MemberFilm = z.infer<typeof memberFilm>;

/** One page of a member's list, newest first; `sig` is the next page's offset, null on the last. */
export const memberFilmPage = z.object({
  pelis: z.array(memberFilm),
  total: z.number().int(),
  sig: z.number().int().nullable(),
});
export type MemberFilmPage = z.infer<typeof memberFilmPage>;
