/**
 * A year's bounds for the year in review, in the server's local time zone (`TZ`: the club's
 * home), so a film seen at 00:30 on New Year's Day counts in the new year where the club lives.
 */

/** The 13 starts (Unix seconds) of January to December of `year` and of the next January. */
export function monthStarts(year: number): number[] {
  return Array.from({ length: 13 }, (_, month) => new Date(year, month, 1).getTime() / 1000);
}

/** The local year of a Unix time in seconds. */
export function yearOf(seconds: number): number {
  return new Date(seconds * 1000).getFullYear();
}

/** The month (0-11) of a time within the year whose `monthStarts` are given. */
export function monthOf(seconds: number, starts: readonly number[]): number {
  let month = 0;
  while (month < 11 && seconds >= (starts[month + 1] ?? Number.POSITIVE_INFINITY)) month += 1;
  return month;
}
