import { z } from 'zod';
import { perm } from './accounts';
import { JOB_KINDS, type JobKind, NOTICE_MAX } from './admin-rules';
import { idNumber, idSegment, text } from './common';
import { listCodes } from './rules';

/*
 * The admin area (SPEC §2 /admo, §7 PUT /admin/pel/upficha/{id}): every call is under /admin/
 * and answers 403 'No tiene permiso' to anyone without admo. Times are Unix seconds.
 */

export const adminIdParams = z.object({ id: idSegment });

/** Paging of admin lists: `?desde=<offset>&n=<size>`, answered with `total` and `sig`. */
export const adminPageQuery = z.object({
  desde: z.coerce.number().int().min(0).max(10_000_000).default(0),
  n: z.coerce.number().int().min(1).max(200).default(50),
});

// ---- Film card -------------------------------------------------------------------------------

const title = (what: string, min: number) =>
  text()
    .trim()
    .min(min, `Falta el ${what}`)
    .max(300, `El ${what} es demasiado largo (300 caracteres como mucho)`);
const synopsis = text()
  .trim()
  .max(20_000, 'La sinopsis es demasiado larga (20.000 caracteres como mucho)');

/** PUT /admin/pel/upficha/{id}: the inline edit of the film card, title or synopsis. */
export const inlineEditBody = z.union([
  z.object({ nom: title('título', 1) }).strict(),
  z.object({ arg: synopsis }).strict(),
]);
export type InlineEditBody = z.infer<typeof inlineEditBody>;

const adminPerson = z.object({
  i: idNumber('El id IMDb de la persona es un número positivo'),
  n: text()
    .trim()
    .min(1, 'Falta el nombre de la persona')
    .max(200, 'El nombre de la persona es demasiado largo'),
});

/**
 * PUT /admin/pel/ficha/{id}: every field of the film card, replaced as a whole (the admin screen
 * sends the card as it loaded it, with its edits). People are IMDb name id + name (a new id
 * creates the person; a known one takes this name); genres must exist; `imdb` must not be
 * another film's; `cols` are the list memberships as [code, position].
 */
export const filmUpdateBody = z.object({
  nom: title('título', 1),
  nomo: title('título original', 0),
  nomen: title('título en inglés', 0),
  anio: z.number().int().min(1870, 'Año no válido').max(2100, 'Año no válido').nullable(),
  dura: z
    .number()
    .int()
    .min(1, 'La duración va en minutos, de 1 a 2.000')
    .max(2_000, 'La duración va en minutos, de 1 a 2.000')
    .nullable(),
  arg: synopsis,
  gens: z.array(z.string().regex(/^[A-Z]{2}$/, 'Código de género no válido')).max(30),
  pers: z.object({
    d: z.array(adminPerson).max(100),
    a: z.array(adminPerson).max(300),
    c: z.array(adminPerson).max(100),
    w: z.array(adminPerson).max(100),
  }),
  imdb: z
    .number()
    .int()
    .positive('El id IMDb es un número positivo')
    .max(999_999_999, 'El id IMDb es un número positivo')
    .nullable(),
  cols: z
    .array(
      z.tuple([
        z.enum(listCodes),
        z.number().int().min(1, 'La posición en una lista es 1 o más').max(100_000),
      ]),
    )
    .max(listCodes.length),
});
export type FilmUpdateBody = z.infer<typeof filmUpdateBody>;

/**
 * PUT /admin/pel/poster/{id}: the image itself as the raw body (Content-Type of the file),
 * JPEG, PNG or WebP by its bytes, up to POSTER_MAX_BYTES (413 / 415 otherwise). The answer is
 * the film's new poster id: poster URLs and their ETags change with it.
 */
export const posterAnswer = z.object({ poster: z.number().int() });
export type PosterAnswer = z.infer<typeof posterAnswer>;

/*
 * POST /admin/pel/torrent/{id}: a .torrent file as the raw body (application/x-bittorrent),
 * TORRENT_MAX_BYTES at most. It is saved in the film's folder on the disk of its largest file
 * (409 when the film has no files) and answers the new torrent, a FilmTorrent (`donto` entry).
 */

/** PUT /admin/arch/{id}/comen: the comment of one file. */
export const fileCommentBody = z.object({
  comen: text().trim().max(1_000, 'El comentario es demasiado largo (1.000 caracteres)'),
});
export type FileCommentBody = z.infer<typeof fileCommentBody>;

// ---- Audit -----------------------------------------------------------------------------------

/** GET /admin/registro?peli=&desde=&n=: audit lines, newest first, of one film or of all. */
export const auditQuery = adminPageQuery.extend({
  peli: idSegment.optional(),
});

/**
 * One audit line: who (`user`, the admin's address, kept when the user is deleted), when, the
 * film if the change was to one, `accion` (a code such as 'ficha.nom', 'perm.alta') and
 * `detalle`, a Spanish description of the change.
 */
export const auditLine = z.object({
  id: z.number().int(),
  fecha: z.number().int(),
  user: z.string(),
  peli: z.object({ id: z.number().int(), nom: z.string() }).nullable(),
  accion: z.string(),
  detalle: z.string(),
});
export type AuditLine = z.infer<typeof auditLine>;
export const auditPage = z.object({
  lineas: z.array(auditLine),
  total: z.number().int(),
  sig: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;

// ---- Users -----------------------------------------------------------------------------------

/** GET /admin/usuarios?q=&desde=&n=: users whose address or name contains q, by address. */
export const usersQuery = adminPageQuery.extend({ q: text().trim().max(200).default('') });

export const adminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  picture: z.string(),
  perms: z.array(perm),
  creado: z.number().int(),
  /** Live sessions, and the last time any of them was used (null: none). */
  sesiones: z.number().int(),
  ultimo: z.number().int().nullable(),
  /** Who signs in as the user: each provider's name (Google, OIDC_NAME, Demo) and its `sub`. */
  identidades: z.array(z.object({ proveedor: z.string(), sub: z.string() })),
});
export type AdminUser = z.infer<typeof adminUser>;
export const usersPage = z.object({
  usuarios: z.array(adminUser),
  total: z.number().int(),
  sig: z.number().int().nullable(),
});
export type UsersPage = z.infer<typeof usersPage>;

/** PUT (grant) and DELETE (revoke) /admin/usuarios/{id}/perms/{perm}: answer the user. */
export const userPermParams = z.object({ id: idSegment, perm });

// ---- Notices ---------------------------------------------------------------------------------

/**
 * POST /admin/avisos: a notice for everyone. `%id%title%` links must name existing films.
 * Answers 201 with the notice.
 */
export const noticeBody = z.object({
  que: text()
    .trim()
    .min(1, 'Escribe el aviso')
    .max(NOTICE_MAX, `El aviso es demasiado largo (${NOTICE_MAX} caracteres como mucho)`),
});
export type NoticeBody = z.infer<typeof noticeBody>;

/** GET /admin/avisos: every notice for everyone, newest first, with how many dismissed it. */
export const adminNotice = z.object({
  id: z.number().int(),
  fec: z.number().int(),
  que: z.string(),
  descartado: z.number().int(),
});
export type AdminNotice = z.infer<typeof adminNotice>;

// ---- Requests --------------------------------------------------------------------------------

/**
 * PUT /admin/peticiones/{id}: closes an open request (GET /admin/peticiones lists them) as
 * served or refused; the requester gets a notice either way (`nota`, if given, is added to a
 * refusal's notice).
 */
export const requestAnswerBody = z.object({
  estado: z.enum(['servida', 'rechazada']),
  nota: text().trim().max(500, 'La nota es demasiado larga (500 caracteres)').default(''),
});
export type RequestAnswerBody = z.input<typeof requestAnswerBody>;

// ---- Contact messages ------------------------------------------------------------------------

/** GET /admin/mensajes?pendientes=true|false&desde=&n=: contact messages, newest first. */
export const messagesQuery = adminPageQuery.extend({
  pendientes: z.enum(['true', 'false']).default('false'),
});

export const contactMessage = z.object({
  id: z.number().int(),
  fecha: z.number().int(),
  email: z.string(),
  text: z.string(),
  /** When an admin marked it read; null while unread. */
  leido: z.number().int().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;
export const messagesPage = z.object({
  mensajes: z.array(contactMessage),
  total: z.number().int(),
  sig: z.number().int().nullable(),
  /** Unread messages in all. */
  pendientes: z.number().int(),
});
export type MessagesPage = z.infer<typeof messagesPage>;

// ---- Catalogue jobs --------------------------------------------------------------------------

export const jobKind = z.enum(JOB_KINDS);

/** POST /admin/tareas/imdb: import IMDb's datasets from a folder on the server. */
export const imdbJobBody = z.object({
  dir: text().trim().min(1, 'Falta la carpeta').max(1_000),
  tvMovies: z.boolean().default(false),
});
export type ImdbJobBody = z.input<typeof imdbJobBody>;

/** POST /admin/tareas/lista/{code}: the CSV file as the raw body (text/csv), LIST_MAX_BYTES at most. */
export const listJobParams = z.object({ code: z.enum(listCodes) });

/**
 * POST /admin/tareas/escaneo: scan the disks; `prune` also forgets unreadable disks' files. The
 * body may be left out.
 */
export const scanJobBody = z
  .object({ prune: z.boolean().default(false) })
  .nullish()
  .transform((body) => ({ prune: body?.prune ?? false }));
export type ScanJobBody = z.input<typeof scanJobBody>;

/** Fields of a card whose source is recorded (server/src/metadata/sources.ts). */
export const SOURCED_FIELDS = [
  'nom',
  'nomo',
  'anio',
  'dura',
  'arg',
  'gens',
  'd',
  'a',
  'cast',
  'poster',
  'backdrop',
  'trailer',
] as const;

/** DELETE /admin/pel/fuente/{id}/{field}: forget a field's source, so the next fill may write it. */
export const filmSourceParams = z.object({
  id: idSegment,
  field: z.enum(SOURCED_FIELDS),
});

/**
 * POST /admin/tareas/tmdb: fill cards from TMDB (when TMDB_API_KEY is set). `{}` fills every
 * film that lacks a synopsis or a poster, most voted first; `ids` only those films, and
 * `refresh` (the card's 'Completar desde TMDB') lets TMDB replace its own and IMDb's values
 * of those films, never the owner's or an NFO's.
 */
export const tmdbJobBody = z
  .object({
    ids: z.array(z.number().int().positive()).min(1).max(1000).optional(),
    refresh: z.boolean().default(false),
  })
  .nullish()
  .transform((body) => ({ ids: body?.ids, refresh: body?.refresh ?? false }));
export type TmdbJobBody = z.input<typeof tmdbJobBody>;

/** A step's progress, as the catalogue tools report it (see server/src/import/progress.ts). */
export const jobStep = z.object({
  step: z.string(),
  done: z.number().int(),
  unit: z.string(),
  counts: z.record(z.string(), z.number()).optional(),
  /** Share of the step done (0 to 1; a file: the part of it read), when known. */
  fraction: z.number().min(0).max(1).optional(),
  /** Units per second since the step began, and the seconds it should still take. */
  rate: z.number().min(0).optional(),
  eta: z.number().min(0).optional(),
  end: z.boolean().optional(),
});
export type JobStep = z.infer<typeof jobStep>;

/**
 * A catalogue job. `pasos` holds the latest event of each step, in the order the steps began;
 * `resumen` the Spanish summary lines once done; `error` the reason once failed.
 */
export const job = z.object({
  id: z.number().int(),
  tipo: jobKind,
  estado: z.enum(['enMarcha', 'hecha', 'fallida']),
  /** What was asked, in Spanish: the folder, the list, 'todos los discos'. */
  que: z.string(),
  por: z.string(),
  inicio: z.number().int(),
  fin: z.number().int().nullable(),
  pasos: z.array(jobStep),
  resumen: z.array(z.string()),
  error: z.string().nullable(),
});
export type Job = z.infer<typeof job>;

/** The last run of the daily IMDb refresh, by whichever app server made it. */
export const imdbRefreshRun = z.object({
  /** When it was due (Unix seconds). */
  fecha: z.number().int(),
  /** The `imdb` job it started (`por` SCHEDULED_BY); null when it was skipped. */
  tarea: z.number().int().nullable(),
  /** Why it was skipped (an import was already running), in Spanish; null when it started. */
  saltada: z.string().nullable(),
});
export type ImdbRefreshRun = z.infer<typeof imdbRefreshRun>;

/** The daily IMDb refresh as the server is set (IMDB_REFRESH_DIR, IMDB_REFRESH_AT). */
export const imdbRefresh = z.object({
  carpeta: z.string(),
  /** `HH:MM`, the server's local time. */
  hora: z.string(),
  tvMovies: z.boolean(),
  /** The next run (Unix seconds). */
  proxima: z.number().int(),
  ultima: imdbRefreshRun.nullable(),
});
export type ImdbRefresh = z.infer<typeof imdbRefresh>;

/**
 * GET /admin/tareas: the current or last job of each kind (null: none yet; kept in the database,
 * so any app server answers it), and the daily IMDb refresh (null: not set). Poll it while a job
 * runs. POSTs answer 202 with the new job, or 409 when a job of that kind is running, on this
 * server or another.
 */
export const jobsAnswer = z.object({
  imdb: job.nullable(),
  lista: job.nullable(),
  escaneo: job.nullable(),
  tmdb: job.nullable(),
  programada: imdbRefresh.nullable(),
});
export type JobsAnswer = z.infer<typeof jobsAnswer>;
/** The jobs part of the answer: the current or last job of each kind. */
export type JobsOfKinds = Pick<JobsAnswer, JobKind>;

// ---- Overview ---------------------------------------------------------------------------------

/** A disk and what the catalogue holds on it. */
export const diskSummary = z.object({
  nombre: z.string(),
  /**
   * false when the catalogue has files on it but it is not in DISKS, or its folder cannot be
   * read (not mounted): its films cannot be downloaded.
   */
  presente: z.boolean(),
  peliculas: z.number().int(),
  archivos: z.number().int(),
  bytes: z.number(),
  /** Free bytes on it; null when it is not present. */
  libre: z.number().nullable(),
});
export type DiskSummary = z.infer<typeof diskSummary>;

/**
 * GET /admin/resumen: what the admin screen opens on. What waits for the admin (open requests,
 * unread contact messages), the last run of each job, and the disks.
 */
export const adminOverview = z.object({
  peticiones: z.number().int(),
  mensajes: z.number().int(),
  tareas: jobsAnswer,
  discos: z.array(diskSummary),
});
export type AdminOverview = z.infer<typeof adminOverview>;
