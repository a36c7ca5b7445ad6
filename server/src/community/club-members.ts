import type { FilmMember } from '@cineclub/contract';
import { memberName } from '../accounts/member-name.js';
import type { MemberMarks, MemberRow } from './club-queries.js';

/** What the club area knows of a film: members' marks, newest scores and wants. */
export interface FilmFacts {
  marks: MemberMarks[];
  scores: [user: number, score: number][];
  wants: { user_id: number; created_at: number }[];
  members: MemberRow[];
}

/**
 * The members of a film's club area, as the club may see them: a member who keeps their seen
 * marks and watchlist from the club (`club_marks` 0) shows neither, and is left out when all
 * they have on the film is those (a bare seen mark, a want); their scores and comments show as
 * everyone's. Those who rated first, then the rest; within each, the newest mark first.
 */
export function filmMembers(facts: FilmFacts): FilmMember[] {
  const marks = new Map(facts.marks.map((row) => [row.user_id, row]));
  const scores = new Map(facts.scores);
  const wants = new Map(facts.wants.map((row) => [row.user_id, row.created_at]));
  const shown = facts.members.flatMap((member) => {
    const open = member.club_marks === 1;
    const mark = marks.get(member.id);
    const entry: FilmMember = {
      id: member.id,
      nombre: memberName(member),
      foto: member.picture,
      vista: open && Number(mark?.vista ?? 0) === 1,
      quiero: open && wants.has(member.id),
      nota: scores.get(member.id) ?? null,
      coms: Number(mark?.coms ?? 0),
    };
    if (!entry.vista && !entry.quiero && entry.nota === null && !entry.coms) return [];
    const last = Math.max(Number(mark?.last ?? 0), open ? (wants.get(member.id) ?? 0) : 0);
    return [{ entry, last }];
  });
  shown.sort(
    (a, b) =>
      Number(b.entry.nota !== null) - Number(a.entry.nota !== null) ||
      b.last - a.last ||
      a.entry.id - b.entry.id,
  );
  return shown.map((item) => item.entry);
}
