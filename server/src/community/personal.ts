import type { FilmComment, FullCard } from '@cineclub/contract';
import type { CommentRow } from './queries.js';

export interface PersonalFacts {
  userId: number | null;
  comments: CommentRow[];
  wanted: Set<number>;
  requested: Set<number>;
}

/**
 * Fills the per-user fields of full cards: the user's own comments (`mcoms`), others'
 * comments with their author (`ocoms`, signed-in users only: visitors see no names), want and
 * request flags, the seen flag, and the average of everyone's scores.
 */
export function personalizeCards(cards: FullCard[], facts: PersonalFacts): FullCard[] {
  const byFilm = new Map<number, CommentRow[]>();
  for (const comment of facts.comments) {
    const list = byFilm.get(comment.film_id);
    if (list) list.push(comment);
    else byFilm.set(comment.film_id, [comment]);
  }
  return cards.map((card) => {
    const comments = byFilm.get(card.id) ?? [];
    const own = comments.filter((comment) => comment.user_id === facts.userId);
    const others =
      facts.userId === null ? [] : comments.filter((comment) => comment.user_id !== facts.userId);
    return {
      ...card,
      mcoms: own.map((comment) => toComment(comment, false)),
      ocoms: others.map((comment) => toComment(comment, true)),
      vista: own.some((comment) => comment.vista === 1),
      quiero: facts.wanted.has(card.id),
      pedida: facts.requested.has(card.id),
      media: averageScore(comments),
    };
  });
}

function toComment(row: CommentRow, withUser: boolean): FilmComment {
  const comment: FilmComment = {
    id: row.id,
    fecha: row.fecha,
    vista: row.vista === 1,
    voto: row.voto,
    comen: row.comen,
  };
  if (withUser) comment.user = row.user_name || row.user_email.split('@')[0] || '';
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

/** Seen marks without a score (-1) do not count; one decimal. */
export function averageScore(comments: { voto: number }[]): number | null {
  const scores = comments.map((comment) => comment.voto).filter((score) => score >= 0);
  if (!scores.length) return null;
  return Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
}
