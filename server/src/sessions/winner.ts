/** What the tie rules read of a candidate film. */
export interface Tally {
  filmId: number;
  /** The proposer's order: 0 first. */
  position: number;
  votes: number;
  /** Members who want to see it ('Quiero verla') and show their list. */
  wanted: number;
  /** The club's average score, null when nobody rated it. */
  clubScore: number | null;
}

/**
 * The film with the most votes; a tie goes to the film more members want to see, then to the
 * club's better score (a film nobody rated comes after any rated one), then to the earlier
 * candidate. A night nobody voted on still gets a film by the same rules: the club meets anyway.
 */
export function pickWinner(tallies: readonly Tally[]): number | null {
  const ranked = [...tallies].sort(
    (a, b) =>
      b.votes - a.votes ||
      b.wanted - a.wanted ||
      (b.clubScore ?? -1) - (a.clubScore ?? -1) ||
      a.position - b.position,
  );
  return ranked[0]?.filmId ?? null;
}
