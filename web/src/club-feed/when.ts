import { formatShortDate } from '../lib/format';
import { texts } from '../texts-screens';

const t = texts.clubFeed;

/** Whole local days from the day of `at` to the day of `now` (both in seconds). */
export function daysBetween(at: number, now: number): number {
  const day = (seconds: number) => {
    const date = new Date(seconds * 1000);
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
  };
  return day(now) - day(at);
}

/** When an entry happened, as a member says it: 'hoy', 'ayer', 'hace 3 días', then the date. */
export function whenLabel(at: number, now: number): string {
  const days = daysBetween(at, now);
  if (days <= 0) return t.today;
  if (days === 1) return t.yesterday;
  if (days < 7) return t.daysAgo(days);
  return formatShortDate(new Date(at * 1000));
}
