import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { Database } from '../db/schema.js';

/**
 * A member's privacy choices (migration 0020): `club_marks`, the club sees their seen marks and
 * watchlist; `club_feed`, they appear in the club's activity feed. Ratings and comments are
 * always seen by the members (the spec).
 */
export type ClubChoice = 'club_marks' | 'club_feed';

/**
 * The ids of the members who share `choice` with the club, as a subquery: any answer that shows
 * other members' seen marks or watchlist (`club_marks`) or lists them in the feed (`club_feed`)
 * filters its rows with `where(userColumn, 'in', membersSharing(db, choice))`. The viewer's own
 * rows, the export and the admin screen are not filtered (docs/architecture.md, Members).
 */
export function membersSharing(db: Db, choice: ClubChoice) {
  return db.selectFrom('user').select('user.id').where(`user.${choice}`, '=', 1);
}

/** A user id no member has: stands for "nobody" (a visitor). */
const NOBODY = -1;

/**
 * Whether a comment row may be shown to `viewerId` (null: a visitor): anything but a bare seen
 * mark (seen, no score, no text) of another member who keeps their seen marks to themselves.
 * Their scored or written comments stay; the answer then drops their seen flag (`vista`), which
 * `authorSharesMarks` tells.
 */
export function commentVisibleTo(db: Db, viewerId: number | null) {
  return (eb: ExpressionBuilder<Database, 'comment'>) =>
    eb.or([
      eb('comment.vista', '=', 0),
      eb('comment.voto', '>=', 0),
      eb(sql`trim(${eb.ref('comment.comen')})`, '!=', ''),
      eb('comment.user_id', '=', viewerId ?? NOBODY),
      eb('comment.user_id', 'in', membersSharing(db, 'club_marks')),
    ]);
}
