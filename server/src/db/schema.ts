import type { Generated } from 'kysely';

/** Tables as Kysely sees them. Times are Unix seconds; booleans are 0/1 integers. */
export interface Database {
  meta: MetaTable;
  genre: GenreTable;
  film: FilmTable;
  film_genre: FilmGenreTable;
  person: PersonTable;
  film_person: FilmPersonTable;
  list_entry: ListEntryTable;
  file: FileTable;
  torrent: TorrentTable;
  user: UserTable;
  user_perm: UserPermTable;
  session: SessionTable;
  identity: IdentityTable;
  oidc_login: OidcLoginTable;
  want: WantTable;
  film_request: FilmRequestTable;
  comment: CommentTable;
  club_score: ClubScoreTable;
  notice: NoticeTable;
  notice_dismissal: NoticeDismissalTable;
  contact_message: ContactMessageTable;
  download_share: DownloadShareTable;
  download_cache: DownloadCacheTable;
  download: DownloadTable;
  download_log: DownloadLogTable;
  copy_claim: CopyClaimTable;
  catalogue_job: CatalogueJobTable;
  film_source: FilmSourceTable;
  film_cast: FilmCastTable;
  tmdb_done: TmdbDoneTable;
  audit: AuditTable;
  history_import: HistoryImportTable;
  history_pending: HistoryPendingTable;

  notify_pref: NotifyPrefTable;
  outbox: OutboxTable;
  push_subscription: PushSubscriptionTable;
  weekly_letter: WeeklyLetterTable;

  film_night: FilmNightTable;
  film_night_candidate: FilmNightCandidateTable;
  film_night_vote: FilmNightVoteTable;
  film_night_attendance: FilmNightAttendanceTable;
  calendar_token: CalendarTokenTable;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface GenreTable {
  code: string;
  name: string;
}

export interface FilmTable {
  id: Generated<number>;
  imdb: number | null;
  nom: string;
  nomo: string;
  nomen: string;
  anio: number | null;
  dura: number | null;
  rate: number | null;
  votos: Generated<number>;
  arg: Generated<string>;
  poster: Generated<number>;
  /** Folder of the film's files on its disk, '' when it has none. */
  dir: Generated<string>;
  added_at: number;
  /** When the film got its first file; news lists date a film from here. */
  first_file_at: number | null;
  /** COALESCE(first_file_at, added_at), kept by the writers so the news list can use an index. */
  listed_at: number;
  /** Counters kept by the writers of file and torrent rows. */
  file_count: Generated<number>;
  torrent_count: Generated<number>;
  /** A poster-store image key, '' for none (migration 0017). */
  backdrop: Generated<string>;
  /** A YouTube video key, '' for none. */
  trailer: Generated<string>;
  tmdb: Generated<number | null>;
}

/** Where a field of a card came from (migration 0017; server/src/metadata/sources.ts). */
export interface FilmSourceTable {
  film_id: number;
  field: string;
  source: string;
  at: number;
  ref: Generated<string>;
}

/** The cast as an NFO or TMDB gives it, with characters and photos. */
export interface FilmCastTable {
  film_id: number;
  ord: number;
  nom: string;
  papel: Generated<string>;
  photo: Generated<string>;
}

/** The films the TMDB job has finished (migration 0017). */
export interface TmdbDoneTable {
  film_id: number;
  outcome: string;
  job: number;
}

export interface FilmGenreTable {
  film_id: number;
  code: string;
}

export interface PersonTable {
  /** IMDb name id as a number (nm0000229 -> 229). */
  id: number;
  nom: string;
  /** A poster-store image key, '' for none. */
  photo: Generated<string>;
}

export type PersonRole = 'd' | 'a' | 'c' | 'w';

export interface FilmPersonTable {
  film_id: number;
  person_id: number;
  role: PersonRole;
  ord: number;
  /** The film's search key and whether it has files, kept by triggers (migration 0009). */
  film_key: Generated<number>;
  downloadable: Generated<number>;
  /** The person's name, kept by triggers (migration 0010): credits read without `person`. */
  person_nom: Generated<string>;
}

export interface ListEntryTable {
  list: string;
  film_id: number;
  pos: number;
}

export interface FileTable {
  id: Generated<number>;
  film_id: number | null;
  disk: string;
  dir: string;
  name: string;
  size: number;
  comment: Generated<string>;
  added_at: number;
}

export interface TorrentTable {
  id: Generated<number>;
  film_id: number;
  code: string;
  disk: string;
  dir: string;
  name: string;
  added_at: number;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  name: Generated<string>;
  picture: Generated<string>;
  created_at: number;
  /** Whether the club sees the member's seen marks and watchlist (migration 0020). */
  club_marks: Generated<number>;
  /** Whether the member appears in the club's activity feed (migration 0020). */
  club_feed: Generated<number>;
}

/** Who signs in as a user: an issuer's `sub` (Google, the OpenID Connect provider, the demo). */
export interface IdentityTable {
  issuer: string;
  subject: string;
  user_id: number;
  created_at: number;
}

/** An OpenID Connect sign-in on its way, by the SHA-256 of the `state` the browser carries. */
export interface OidcLoginTable {
  state_hash: string;
  nonce: string;
  code_verifier: string;
  expires_at: number;
}

export interface UserPermTable {
  user_id: number;
  perm: string;
}

/** A signed-in browser. Only the SHA-256 hash of the cookie's random token is kept. */
export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  last_used_at: number;
  expires_at: number;
}

export interface WantTable {
  user_id: number;
  film_id: number;
  created_at: number;
}

export type RequestState = 'open' | 'served' | 'refused';

export interface FilmRequestTable {
  id: Generated<number>;
  user_id: number;
  film_id: number;
  created_at: number;
  state: Generated<RequestState>;
  closed_at: number | null;
}

export interface CommentTable {
  id: Generated<number>;
  user_id: number;
  film_id: number;
  fecha: number;
  vista: number;
  voto: number;
  comen: string;
}

/** One history import of a member (migration 0023): see server/src/history/. */
export interface HistoryImportTable {
  id: Generated<number>;
  user_id: number;
  at: number;
  /** imdb, letterboxd, trakt, or 'elige' for the choices made afterwards. */
  fuente: string;
  filas: number;
  importadas: number;
}

/** A row of a member's last import waiting for a choice (migration 0031). */
export interface HistoryPendingTable {
  id: Generated<number>;
  user_id: number;
  created_at: number;
  /** The merged HistoryEntry as JSON. */
  entry: string;
  /** The candidate film ids as a JSON array. */
  candidates: string;
}

/**
 * The club's score of a film (migration 0024): members who rated it, each once with their
 * newest score, and the sum of those scores. Kept by `refreshClubScores`.
 */
export interface ClubScoreTable {
  film_id: number;
  raters: number;
  score_sum: number;
}

export interface NoticeTable {
  id: Generated<number>;
  user_id: number | null;
  fec: number;
  que: string;
}

export interface NoticeDismissalTable {
  notice_id: number;
  user_id: number;
}

export interface ContactMessageTable {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  fecha: number;
  text: string;
  read_at: number | null;
}

/** One change made by an admin; `email` is copied so the line outlives the user. */
export interface AuditTable {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  at: number;
  film_id: number | null;
  action: string;
  /** A Spanish description of the change. */
  detail: string;
}

export interface DownloadShareTable {
  id: Generated<number>;
  token_hash: string;
  file_id: number;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export interface DownloadCacheTable {
  file_id: number;
  size: number;
  copied: number;
  ready: number;
  last_used_at: number;
}

/** A disk's copy slot, claimed by the server that copies on it (see migration 0013). */
export interface CopyClaimTable {
  disk: string;
  file_id: number;
  holder: string;
  expires_at: number;
}

/** The current or last catalogue job of a kind (see migration 0014). */
export interface CatalogueJobTable {
  kind: string;
  id: number;
  state: string;
  what: string;
  by_email: string;
  started_at: number;
  ended_at: number | null;
  steps: string;
  summary: string;
  error: string | null;
  holder: string;
  lease_until: number;
}

export type DownloadState = 'queued' | 'copying' | 'paused' | 'ready' | 'failed';

export interface DownloadTable {
  id: Generated<number>;
  user_id: number | null;
  share_id: number | null;
  file_id: number;
  state: DownloadState;
  error: string | null;
  created_at: number;
  ready_at: number | null;
  expires_at: number;
}

/** One download job made, kept after the job is forgotten: the year in review counts them. */
export interface DownloadLogTable {
  film_id: number;
  /** Who downloaded: the job's user, or the member who made the share link it used. */
  user_id: number;
  at: number;
}

/** A member's choice for one kind of event and channel, where it differs from the default. */
export interface NotifyPrefTable {
  user_id: number;
  kind: string;
  channel: string;
  enabled: number;
}

/** One event to deliver on one channel (issue 44); times in milliseconds. */
export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  user_id: number | null;
  kind: string;
  payload: string;
  gather_key: string;
  state: string;
  subject: Generated<string>;
  attempts: Generated<number>;
  next_at: number;
  holder: string | null;
  lease_until: number | null;
  error: string | null;
  merged_into: number | null;
  created_at: number;
  sent_at: number | null;
}

/** A weekly letter's slot some server handled (migration 0032): see notify/weekly.ts. */
export interface WeeklyLetterTable {
  slot_at: number;
  created_at: number;
  arrivals: Generated<number>;
  letters: Generated<number>;
}

/** A browser a member turned Web Push on in (issue 44): where to send, and its keys. */
export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  /** The browser's P-256 public key, base64url (65 bytes). */
  p256dh: string;
  /** The browser's authentication secret, base64url (16 bytes). */
  auth: string;
  created_at: number;
}

/** A film night (migration 0029, issue 48): see server/src/sessions/. */
export interface FilmNightTable {
  id: Generated<number>;
  user_id: number;
  titulo: string;
  cuando: number;
  lugar: string;
  cierre: number;
  estado: Generated<'abierta' | 'cerrada' | 'cancelada'>;
  ganadora: number | null;
  created_at: number;
  sequence: Generated<number>;
  closed_at: number | null;
  reminded_at: number | null;
  asked_at: number | null;
}

export interface FilmNightCandidateTable {
  night_id: number;
  film_id: number;
  position: number;
}

export interface FilmNightVoteTable {
  night_id: number;
  user_id: number;
  film_id: number;
}

export interface FilmNightAttendanceTable {
  night_id: number;
  user_id: number;
  va: 'si' | 'no' | 'quiza';
  at: number;
}

export interface CalendarTokenTable {
  user_id: number;
  token_hash: string;
  salt: string;
  created_at: number;
}
