import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_MEMBERS, DEMO_NEWCOMERS } from '../../accounts/demo-accounts.js';
import { loadDemoActivity } from './club-activity.js';
import { demoScores } from './community.js';
import { loadDemoFilms } from './films.js';
import { arrivalDays } from './seed.js';

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
    for (const entry of [
      ...activity.founders,
      ...activity.comments,
      ...activity.served,
      ...activity.history,
      ...activity.downloads,
      ...activity.wants,
    ]) {
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

  it("spreads the members' history over the year before, each dated after they joined", () => {
    const joined = new Map([
      ...activity.founders.map((f) => [f.email, f.joinedDaysAgo] as const),
      ...activity.newcomers.map((n) => [n.email, n.joinedDaysAgo] as const),
    ]);
    for (const entry of [...activity.history, ...activity.comments, ...activity.wants]) {
      expect(entry.daysAgo, entry.email).toBeLessThan(joined.get(entry.email) ?? 0);
    }
    // Every month of the last eleven has some, and some are older than a year.
    const months = new Set(
      activity.history.filter((c) => c.daysAgo < 330).map((c) => Math.floor(c.daysAgo / 30)),
    );
    expect(months.size).toBeGreaterThanOrEqual(10);
    expect(activity.history.some((c) => c.daysAgo > 365)).toBe(true);
  });

  it("has a member's history mark a film once, and none the recent data marks", () => {
    const pair = (film: number, email: string) => `${film} ${email}`;
    const recent = new Set([
      ...demoScores().map(([film, email]) => pair(film, email)),
      ...activity.comments.map((c) => pair(c.film, c.email)),
    ]);
    const history = activity.history.map((c) => pair(c.film, c.email));
    expect(history.filter((p, i) => recent.has(p) || history.indexOf(p) !== i)).toEqual([]);
  });

  it('downloads films with files after they arrived, by members who may download', () => {
    const downloaders = new Set<string>(
      DEMO_ACCOUNTS.filter((a) => (a.perms as readonly string[]).includes('bajed2')).map(
        (a) => a.email,
      ),
    );
    expect(activity.downloads.length).toBeGreaterThan(0);
    for (const download of activity.downloads) {
      expect(downloaders.has(download.email), download.email).toBe(true);
      expect(download.film).toBeLessThan(48);
      expect(download.daysAgo).toBeLessThanOrEqual(arrivalDays(download.film));
    }
  });

  it('refuses a file that does not follow the schema, naming what is wrong', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-activity-')), 'a.json');
    fs.writeFileSync(file, JSON.stringify({ ...activity, served: [{ film: -1, email: 'x' }] }));
    expect(() => loadDemoActivity(file)).toThrow(/served/);
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});
