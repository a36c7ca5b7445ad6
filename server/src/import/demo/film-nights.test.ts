import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '../../accounts/demo-accounts.js';
import { loadDemoNights } from './film-nights.js';
import { loadDemoFilms } from './films.js';

describe("the demo's film nights (demo-data/film-nights.json)", () => {
  const { nights } = loadDemoNights();
  const films = loadDemoFilms();

  it('names real films of the demo catalogue by their titles, and demo members', () => {
    const members = new Set(DEMO_MEMBERS.map((member) => member.email));
    for (const night of nights) {
      for (const candidate of night.candidates) {
        expect(films[candidate.film]?.nom, night.titulo).toBe(candidate.nom);
      }
      const who = [night, ...night.votes, ...night.attendance].map((row) => row.email);
      for (const address of who) expect(members.has(address), address).toBe(true);
    }
  });

  it('has a coming night with votes and a past one with its most voted film chosen', () => {
    const coming = nights.filter((night) => night.closesInDays > 0);
    const past = nights.filter((night) => night.inDays < 0);
    expect(coming.some((night) => night.votes.length > 0)).toBe(true);
    expect(past.map((night) => night.winner)).not.toContain(null);
    // A coming deadline at least three days off, so the server tests (which move their clock
    // on a few days) never see it close.
    for (const night of coming) expect(night.closesInDays).toBeGreaterThanOrEqual(4);
  });

  it('refuses a winner that is not the most voted, naming the rule', () => {
    const [night] = nights.filter((n) => n.winner !== null);
    if (!night) throw new Error('the demo has a past night');
    const other = night.candidates.find((c) => c.film !== night.winner)?.film;
    const bad = { about: '', nights: [{ ...night, winner: other, votes: night.votes }] };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'noches-')), 'bad.json');
    fs.writeFileSync(file, JSON.stringify(bad));
    expect(() => loadDemoNights(file)).toThrow(/the winner has the most votes/);
  });
});
