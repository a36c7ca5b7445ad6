import type { ParsedMail } from 'mailparser';
import { parseWeeklySlot, type WeeklySlot } from '../src/config/notify.js';
import type { Db } from '../src/db/connection.js';
import { lastSlotAt } from '../src/notify/rules.js';

/** The weekly letter's slot in these tests, and its subject. */
export const DIGEST_AT = 'lun 09:00';
export const LETTER = 'Novedades de la semana';
export const HOUR = 3_600_000;

function slotOf(text: string): WeeklySlot {
  const slot = parseWeeklySlot(text);
  if (!slot) throw new Error(`${text} is a slot`);
  return slot;
}
const slot = slotOf(DIGEST_AT);

/**
 * The first slot after now (the week its letter covers holds what a test does now), or the one
 * `weeks` after it (local time: a change of clocks between moves it by an hour).
 */
export function nextSlot(weeks = 0): number {
  let at = lastSlotAt(slot, Date.now());
  for (let week = 0; week <= weeks; week++) at = lastSlotAt(slot, at + 8 * 24 * HOUR);
  return at;
}

/** The clock offset that makes a server's notification clock read `at` now. */
export const offsetTo = (at: number) => at - Date.now();

/** The letters among `mails`, by the recipient's address. */
export function lettersTo(mails: ParsedMail[], address: string): ParsedMail[] {
  return mails.filter(
    (mail) =>
      mail.subject === LETTER &&
      mail.to &&
      !Array.isArray(mail.to) &&
      mail.to.text.includes(address),
  );
}

/** The slots some server handled, oldest first. */
export function handledSlots(db: Db) {
  return db
    .selectFrom('weekly_letter')
    .select(['slot_at', 'arrivals', 'letters'])
    .orderBy('slot_at')
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        slot_at: Number(row.slot_at),
        arrivals: Number(row.arrivals),
        letters: Number(row.letters),
      })),
    );
}

/** Demo members who get the letter by default: every member with a demo address. */
export async function demoMembers(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('user').select('email').orderBy('id').execute();
  return rows.map((row) => row.email).filter((email) => email.endsWith('@demo.local'));
}
