import ical, { ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/** One night as a calendar event. Times are epoch seconds. */
export interface NightEvent {
  id: number;
  titulo: string;
  lugar: string;
  start: number;
  end: number;
  /** The winning film's title once the deadline has passed. */
  winner: string | null;
  /** The candidates' titles while the club votes. */
  candidates: readonly string[];
  cancelled: boolean;
  /** Raised by every change, so calendars replace the event they hold (RFC 5545 SEQUENCE). */
  sequence: number;
  created: number;
  /** The night's page. */
  link: string;
}

/** The server's time zone (TZ), as an IANA name; 'UTC' when it has none. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The VTIMEZONE block of an IANA zone, or null for UTC and zones the library does not know. */
function vtimezone(zone: string): string | null {
  if (zone === 'UTC' || zone === 'Etc/UTC') return null;
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && typeof block[0] === 'string' && block[0] ? block[0] : null;
}

export function summaryOf(event: Pick<NightEvent, 'titulo' | 'winner'>): string {
  return event.winner ? `${event.titulo}: «${event.winner}»` : event.titulo;
}

function descriptionOf(event: NightEvent): string {
  const what = event.winner
    ? `Película: ${event.winner}.`
    : `En votación: ${event.candidates.join(', ')}.`;
  return `${what}\n${event.link}`;
}

/**
 * A calendar (RFC 5545) of film nights: local times of the server's zone with its VTIMEZONE, so
 * a calendar shows the right hour across a daylight-saving change; UTC when the server runs in
 * UTC. `ical-generator` escapes, folds at 75 octets and writes CRLF; DTSTAMP stays UTC.
 * The UID names the night alone, so an event imported twice, or from the feed and a download,
 * is one event.
 */
export function nightsCalendar(
  events: readonly NightEvent[],
  options: { name: string; zone: string; uidDomain: string },
): string {
  const zone = vtimezone(options.zone) ? options.zone : null;
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Cineclub', product: 'Sesiones', language: 'ES' },
  });
  if (zone) calendar.timezone({ name: null, generator: () => vtimezone(zone) ?? '' });
  for (const event of events) {
    calendar.createEvent({
      id: `sesion-${event.id}@${options.uidDomain}`,
      sequence: event.sequence,
      start: new Date(event.start * 1000),
      end: new Date(event.end * 1000),
      timezone: zone,
      stamp: new Date(event.created * 1000),
      summary: summaryOf(event),
      location: event.lugar,
      description: descriptionOf(event),
      url: event.link,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
