import { describe, expect, it } from 'vitest';
import { parseWeeklySlot } from '../config/notify.js';
import { backoffMs, gather, lastSlotAt, nextDay, wants } from './rules.js';

describe('notification rules', () => {
  it('uses the defaults unless the member chose otherwise', () => {
    expect(wants([], 'llegada', 'correo', false)).toBe(true);
    expect(wants([], 'quiero', 'push', false)).toBe(false);
    expect(wants([], 'semanal', 'push', false)).toBe(false);
    expect(wants([], 'jefe', 'correo', false)).toBe(false);
    expect(wants([], 'jefe', 'correo', true)).toBe(true);
    const stored = [{ kind: 'llegada', channel: 'correo', enabled: 0 }];
    expect(wants(stored, 'llegada', 'correo', false)).toBe(false);
    expect(wants(stored, 'llegada', 'push', false)).toBe(true);
  });

  it('backs off doubling from 30 s to half an hour', () => {
    expect([1, 2, 3, 7, 8, 20].map(backoffMs)).toEqual([
      30_000, 60_000, 120_000, 1_800_000, 1_800_000, 1_800_000,
    ]);
  });

  it('gathers films once each and texts once each', () => {
    const film = (id: number) => ({ id, nom: `F${id}`, anio: 2000, poster: id });
    expect(gather([{ films: [film(1)] }, { films: [film(2), film(1)] }])).toEqual({
      films: [film(1), film(2)],
    });
    expect(gather([{ text: 'a' }, { text: 'a' }, { text: 'b' }])).toEqual({ text: 'a\nb' });
    expect(gather([{ text: 'solo' }])).toEqual({ text: 'solo' });
    // The owner's events keep their page when they share one, and a warning if any had one.
    const job = { text: 'x', enlace: '/admo/catalogo', alerta: true };
    expect(gather([job, { text: 'y', enlace: '/admo/catalogo' }])).toEqual({
      text: 'x\ny',
      enlace: '/admo/catalogo',
      alerta: true,
    });
    expect(gather([job, { text: 'z', enlace: '/admo/mensajes' }])).toMatchObject({
      enlace: '/admo',
    });
  });

  it('reads DIGEST_AT and finds the last slot', () => {
    expect(parseWeeklySlot('lun 09:00')).toEqual({ weekday: 1, hour: 9, minute: 0 });
    expect(parseWeeklySlot('Miércoles 8:30')).toEqual({ weekday: 3, hour: 8, minute: 30 });
    expect(parseWeeklySlot('lunes')).toBeNull();
    expect(parseWeeklySlot('xyz 09:00')).toBeNull();
    const slot = { weekday: 1, hour: 9, minute: 0 };
    // Wednesday 2026-11-25 12:00 local: the slot before is Monday the 23rd at 09:00.
    const wednesday = new Date(2026, 10, 25, 12, 0).getTime();
    expect(lastSlotAt(slot, wednesday)).toBe(new Date(2026, 10, 23, 9, 0).getTime());
    // Monday 08:59 is still last week's.
    const early = new Date(2026, 10, 23, 8, 59).getTime();
    expect(lastSlotAt(slot, early)).toBe(new Date(2026, 10, 16, 9, 0).getTime());
    expect(nextDay(wednesday)).toBe(new Date(2026, 10, 26).getTime());
  });
});
