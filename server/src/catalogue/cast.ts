import type { FullCard, PersonRef } from '@cineclub/contract';
import { nameKey } from './name-key.js';

/** A cast member as an NFO or TMDB gave it: name, character, photo key ('' for none). */
export interface CastRow {
  nom: string;
  papel: string;
  photo: string;
}

type CastMember = NonNullable<FullCard['reparto']>[number];

/**
 * The card's one cast list (issue 47): the NFO's or TMDB's cast, in its order, joined person by
 * person with the film's credited actors (IMDb's names and ids). TMDB's credits and NFOs carry
 * no IMDb person ids, so a member is joined by the normalised name (`nameKey`), and only among
 * this film's credits. A joined member shows IMDb's name and id, the cast's character and the
 * cast's photo, else the person's own. Credited actors the cast lacks follow, with their photo
 * when they have one. A person listed twice (two characters) is one member with both. Empty
 * when there is no cast and no actor has a photo: the credits' names say all there is.
 */
export function joinCast(
  actors: PersonRef[],
  cast: CastRow[],
  photos: ReadonlyMap<number, string>,
): CastMember[] {
  const credited = new Map<string, PersonRef>();
  for (const actor of actors) {
    const key = nameKey(actor.n);
    if (!credited.has(key)) credited.set(key, actor);
  }
  const members = new Map<string, CastMember>();
  for (const row of cast) {
    const actor = credited.get(nameKey(row.nom));
    const key = actor ? `i${actor.i}` : `n${nameKey(row.nom)}`;
    const known = members.get(key);
    if (known) {
      if (row.papel && known.p !== row.papel)
        known.p = known.p ? `${known.p} / ${row.papel}` : row.papel;
      known.f ||= row.photo;
      continue;
    }
    members.set(
      key,
      actor
        ? { n: actor.n, p: row.papel, f: row.photo || (photos.get(actor.i) ?? ''), i: actor.i }
        : { n: row.nom, p: row.papel, f: row.photo },
    );
  }
  for (const actor of actors) {
    if (!members.has(`i${actor.i}`)) {
      members.set(`i${actor.i}`, { n: actor.n, p: '', f: photos.get(actor.i) ?? '', i: actor.i });
    }
  }
  const joined = [...members.values()];
  return cast.length || joined.some((member) => member.f) ? joined : [];
}
