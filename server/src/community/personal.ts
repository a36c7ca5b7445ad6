import type { FilmComment, FullCard } from '@cineclub/contract';
import { memberName } from '../accounts/member-name.js';
import type { CommentRow, CommentStats } from './queries.js';

export interface PersonalFacts {
  userId: number | null;
  /** The newest comments of each card's film (a bounded number), oldest first. */
  comments: CommentRow[];
  /** Per film: the user's seen mark and others' comment count, over every comment. */
  stats: CommentStats[];
  wanted: Set<number>;
  requested: Set<number>;
  /** Bytes of others' comment text one card carries at most, beyond its newest (see withinBytes). */
  commentBytes: number;
}

/**
 * Fills the per-user fields of full cards: the user's own comments (`mcoms`), others'
 * comments with their author (`ocoms`, signed-in users only: visitors see no names) and how
 * many others wrote (`nocoms`), want and request flags, the seen flag, and the club's average
 * score (`media`, from the card's `club`).
 */
export function personalizeCards(cards: FullCard[], facts: PersonalFacts): FullCard[] {
  const byFilm = new Map<number, CommentRow[]>();
  for (const comment of facts.comments) {
    const list = byFilm.get(comment.film_id);
    if (list) list.push(comment);
    else byFilm.set(comment.film_id, [comment]);
  }
  const stats = new Map(facts.stats.map((row) => [row.film_id, row]));
  return cards.map((card) => {
    const comments = byFilm.get(card.id) ?? [];
    const film = stats.get(card.id);
    const own = comments.filter((comment) => comment.user_id === facts.userId);
    const others =
      facts.userId === null
        ? []
        : withinBytes(
            comments.filter((comment) => comment.user_id !== facts.userId).reverse(),
            facts.commentBytes,
          ).reverse();
    return {
      ...card,
      mcoms: own.map((comment) => toComment(comment, false)),
      ocoms: others.map((comment) => toComment(comment, true)),
      nocoms: facts.userId === null ? 0 : Number(film?.others ?? 0),
      vista: Number(film?.seen ?? 0) === 1,
      quiero: facts.wanted.has(card.id),
      pedida: facts.requested.has(card.id),
      // The club's score, which the compact card carries (`club_score`): one number everywhere.
      media: card.club?.nota ?? null,
    };
  });
}

/**
 * The first of `comments` (newest first) whose texts add up to at most `maxBytes` of UTF-8, and
 * always the first one: an answer never grows with how much others wrote, yet always moves on.
 */
export function withinBytes<T extends { comen: string }>(comments: T[], maxBytes: number): T[] {
  let bytes = 0;
  let count = 0;
  for (const comment of comments) {
    bytes += Buffer.byteLength(comment.comen, 'utf8');
    if (count > 0 && bytes > maxBytes) break;
    count++;
  }
  return comments.slice(0, count);
}

/**
 * A comment as the wire carries it; `user` (the author's name) only on others' comments, whose
 * seen flag shows only when the author shares their seen marks with the club (`club_marks`).
 */
export function toComment(row: CommentRow, withUser: boolean): FilmComment {
  const comment: FilmComment = {
    id: row.id,
    fecha: row.fecha,
    vista: row.vista === 1 && (!withUser || row.user_marks === 1),
    voto: row.voto,
    comen: row.comen,
  };
  if (withUser) comment.user = memberName({ name: row.user_name, email: row.user_email });
  return comment;
}

/**
 * A user's comments (oldest first) as tile marks: the films seen, and each film's score from
 * the newest comment that has one.
 */
export function marksOfComments(comments: { film_id: number; vista: number; voto: number }[]) {
  const seen = new Set<number>();
  const scores = new Map<number, number>();
  for (const comment of comments) {
    if (comment.vista === 1) seen.add(comment.film_id);
    if (comment.voto >= 0) scores.set(comment.film_id, comment.voto);
  }
  return { vistas: [...seen], notas: [...scores] };
}
