import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_MEMBERS, DEMO_NEWCOMERS } from '../../accounts/demo-accounts.js';
import { loadDemoActivity } from './club-activity.js';
import { loadDemoFilms } from './films.js';

describe("the demo's club activity (demo-data/club-activity.json)", () => {
  const activity = loadDemoActivity();

  it('names only demo members and films the demo has', () => {
    // Its newcomers are the ones demo mode knows as its own users (demo-queries.ts).
    expect(activity.newcomers.map(({ email, name }) => ({ email, name }))).toEqual(DEMO_NEWCOMERS);
    const members = new Set([
      ...DEMO_ACCOUNTS.map((account) => account.email),
      ...DEMO_MEMBERS.map((member) => member.email),
      ...activity.newcomers.map((member) => member.email),
    ]);
    const films = loadDemoFilms().length;
    for (const entry of [...activity.founders, ...activity.comments, ...activity.served]) {
      expect(members.has(entry.email), entry.email).toBe(true);
      if ('film' in entry) expect(entry.film).toBeLessThan(films);
    }
  });

  it('has something of each kind for /club', () => {
    expect(activity.newcomers.length).toBeGreaterThan(0);
    expect(activity.comments.length).toBeGreaterThan(0);
    // Served requests are of films with files: the first 48 of the file (seed.ts).
    expect(activity.served.length).toBeGreaterThan(0);
    expect(Math.max(...activity.served.map((request) => request.film))).toBeLessThan(48);
  });

  it('refuses a file that does not follow the schema, naming what is wrong', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-activity-')), 'a.json');
    fs.writeFileSync(file, JSON.stringify({ ...activity, served: [{ film: -1, email: 'x' }] }));
    expect(() => loadDemoActivity(file)).toThrow(/served/);
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});
