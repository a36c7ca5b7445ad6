import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useTimeZone } from '../../test/time-zone.js';
import { type NightEvent, nightsCalendar, serverTimeZone } from './ics.js';

/** 21:00 in Madrid on 24 October 2026 (summer time, UTC+2) and a week later (UTC+1). */
const BEFORE_CHANGE = Date.UTC(2026, 9, 24, 19) / 1000;
const AFTER_CHANGE = Date.UTC(2026, 9, 31, 20) / 1000;

const night = (id: number, start: number, over: Partial<NightEvent> = {}): NightEvent => ({
  id,
  titulo: 'Noche de suspense',
  lugar: 'Casa de Ana, 3º; llamad fuerte',
  start,
  end: start + 109 * 60,
  winner: null,
  candidates: ['Psicosis', 'Vértigo'],
  cancelled: false,
  sequence: 1,
  created: start - 7 * 86_400,
  link: `https://cine.example/sesion/${id}`,
  ...over,
});

/** The events as a real parser reads them, with the calendar's own time zones registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('the film nights calendar (RFC 5545)', () => {
  describe('in Madrid, across the October change', () => {
    useTimeZone('Europe/Madrid');

    it('writes local times with a VTIMEZONE, read back as the same instants and hours', () => {
      const zone = serverTimeZone();
      expect(zone).toBe('Europe/Madrid');
      const text = nightsCalendar(
        [night(1, BEFORE_CHANGE, { winner: 'Psicosis' }), night(2, AFTER_CHANGE)],
        { name: 'Cineclub', zone, uidDomain: 'cine.example' },
      );
      expect(text).toContain('BEGIN:VTIMEZONE');
      expect(text).toContain('DTSTART;TZID=Europe/Madrid:20261024T210000');
      const [first, second] = parse(text);
      if (!first || !second) throw new Error('two events');
      expect(first.startDate.toUnixTime()).toBe(BEFORE_CHANGE);
      expect(second.startDate.toUnixTime()).toBe(AFTER_CHANGE);
      expect(first.endDate.toUnixTime()).toBe(BEFORE_CHANGE + 109 * 60);
      // Both at 21:00 on the wall clock, one an hour further from UTC than the other.
      expect([first.startDate.hour, second.startDate.hour]).toEqual([21, 21]);
      expect(first.startDate.zone?.tzid).toBe('Europe/Madrid');
      expect(first.uid).toBe('sesion-1@cine.example');
      expect(first.summary).toBe('Noche de suspense: «Psicosis»');
      expect(second.summary).toBe('Noche de suspense');
      expect(first.location).toBe('Casa de Ana, 3º; llamad fuerte');
      expect(first.description).toContain('https://cine.example/sesion/1');
      expect(second.description).toContain('En votación: Psicosis, Vértigo.');
    });

    it('folds long lines at 75 octets with CRLF, keeps DTSTAMP in UTC and marks a cancelled night', () => {
      const long = night(3, AFTER_CHANGE, {
        titulo: 'Ciclo Hitchcock: '.repeat(6),
        cancelled: true,
      });
      const text = nightsCalendar([long], {
        name: 'Cineclub',
        zone: serverTimeZone(),
        uidDomain: 'cine.example',
      });
      const lines = text.split('\r\n');
      expect(text.replaceAll('\r\n', '')).not.toContain('\n');
      for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/Z$/);
      const [event] = parse(text);
      expect(event?.summary).toBe(long.titulo);
      expect(event?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    });
  });

  describe('on a server in UTC', () => {
    useTimeZone('UTC');
    it('writes UTC times and no VTIMEZONE', () => {
      const text = nightsCalendar([night(4, AFTER_CHANGE)], {
        name: 'Cineclub',
        zone: serverTimeZone(),
        uidDomain: 'cine.example',
      });
      expect(text).not.toContain('VTIMEZONE');
      expect(text).toContain('DTSTART:20261031T200000Z');
      expect(parse(text)[0]?.startDate.toUnixTime()).toBe(AFTER_CHANGE);
    });
  });
});
