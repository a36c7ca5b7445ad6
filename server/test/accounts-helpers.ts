import { routes } from '@cineclub/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { expect } from 'vitest';
import { SESSION_COOKIE } from '../src/accounts/session-cookie.js';
import type { SetTimer } from '../src/admin/jobs/imdb-refresh.js';
import { buildApp } from '../src/app.js';
import type { LogSink } from '../src/http/log.js';
import {
  afterScope,
  closeTestApp,
  openTestDatabase,
  TEST_NOW,
  type TestServer,
  tempDir,
} from './helpers.js';

/** A clock the test moves by hand. */
export function testClock(start = TEST_NOW) {
  let now = start;
  const clock = () => now;
  return Object.assign(clock, {
    advance(seconds: number) {
      now += seconds;
    },
  });
}

/**
 * Like startTestServer, plus what the accounts tests need: a movable clock, a local stand-in for
 * Google's key set, a DATA_DIR shared between two servers, and a high login limit (the tests
 * sign in far more often than a person; the limiter has its own test); and the daily IMDb
 * refresh's timer, for the tests that fire it.
 */
export async function startAccountsServer(
  env: Record<string, string> = {},
  options: {
    clock?: () => number;
    googleKeys?: JWTVerifyGetKey;
    dataDir?: string;
    refreshTimer?: SetTimer;
    /** Where the app's log lines go; none are written without it. */
    logOutput?: LogSink;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir();
  const clock = options.clock ?? (() => TEST_NOW);
  const { config, db } = await openTestDatabase(
    dataDir,
    { LOGIN_RATE_LIMIT: '10000', ...env },
    clock(),
  );
  const app = await buildApp({
    db,
    config,
    clock,
    logger: options.logOutput ? undefined : false,
    logOutput: options.logOutput,
    googleKeys: options.googleKeys,
    refreshTimer: options.refreshTimer,
  });
  afterScope(async () => {
    await closeTestApp(app);
    await db.destroy();
  });
  return { app, db, config, dataDir };
}

type App = TestServer['app'];

/** The `name=value` of the session cookie a response set, for the next request's Cookie. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error(`no session cookie in ${response.statusCode} answer`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Signs in through the demo issuer exactly as the web app does; returns the login answer. */
export async function demoLogin(app: App, email: string, headers: Record<string, string> = {}) {
  const issued = await app.inject({
    url: `${routes.demoIdToken}?email=${encodeURIComponent(email)}`,
  });
  expect(issued.statusCode).toBe(200);
  const response = await app.inject({
    method: 'POST',
    url: routes.login,
    payload: { token: issued.json().token },
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response;
}

/** Signs in and returns the Cookie header value of the new session. */
export async function demoSession(app: App, email: string): Promise<string> {
  return sessionCookieOf(await demoLogin(app, email));
}
