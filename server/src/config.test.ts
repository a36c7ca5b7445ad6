import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults that serve the demo on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.demo).toBe(true);
    expect(config.disks.map((disk) => disk.name)).toEqual(['disco1', 'disco2']);
  });

  it('leaves demo mode when a Google client id is set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'x.apps' }).demo).toBe(false);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'x.apps', HOST: '0.0.0.0' }).demo).toBe(false);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'x.apps' }).disks).toEqual([]);
  });

  it('starts demo mode by itself only on a loopback HOST', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LocalHost']) {
      expect(loadConfig({ HOST: host }).demo).toBe(true);
    }
    expect(loadConfig({ HOST: '0.0.0.0', DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ HOST: '127.0.0.1', DEMO: '0' }).demo).toBe(false);
  });

  it('refuses a network HOST without a sign-in method chosen on purpose', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'cine.example.org', '128.0.0.1']) {
      expect(() => loadConfig({ HOST: host })).toThrow(
        /HOST=.*GOOGLE_CLIENT_ID.*OIDC_ISSUER_URL.*DEMO=1/s,
      );
      expect(() => loadConfig({ HOST: host, DEMO: '0' })).toThrow(ConfigError);
    }
  });

  it('refuses demo sign-in next to Google sign-in', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x.apps', DEMO: '1' })).toThrow(
      /DEMO=1 y GOOGLE_CLIENT_ID no pueden ir juntos/,
    );
  });

  const oidc = {
    OIDC_ISSUER_URL: 'https://auth.example.org/application/o/cineclub/',
    OIDC_CLIENT_ID: 'cineclub',
    PUBLIC_URL: 'https://cine.example.org/',
  };

  it('reads OpenID Connect sign-in, with its defaults and redirect URI', () => {
    const config = loadConfig({ ...oidc, HOST: '0.0.0.0' });
    expect(config.demo).toBe(false);
    expect(config.oidc).toEqual({
      issuerUrl: new URL(oidc.OIDC_ISSUER_URL),
      clientId: 'cineclub',
      clientSecret: null,
      name: 'auth.example.org',
      scopes: ['openid', 'email', 'profile'],
      scopesLeftDefault: true,
      adminGroup: null,
      redirectUri: 'https://cine.example.org/api/usuario/oidc/callback',
      publicUrl: 'https://cine.example.org',
    });
    const full = loadConfig({
      ...oidc,
      OIDC_CLIENT_SECRET: 's3creto',
      OIDC_NAME: 'Club',
      OIDC_SCOPES: 'openid email profile groups',
      OIDC_ADMIN_GROUP: 'cineclub-admin',
      GOOGLE_CLIENT_ID: 'x.apps',
    });
    expect(full.oidc).toMatchObject({
      clientSecret: 's3creto',
      name: 'Club',
      adminGroup: 'cineclub-admin',
    });
    expect(full.oidc?.scopes).toEqual(['openid', 'email', 'profile', 'groups']);
    expect(full.oidc?.scopesLeftDefault).toBe(false);
    expect(full.googleClientId).toBe('x.apps');
    expect(loadConfig({}).oidc).toBeNull();
  });

  it('takes a setting set to nothing as unset, as a compose file passes one left blank', () => {
    const blank = { GOOGLE_CLIENT_ID: '', OIDC_ISSUER_URL: '', DEMO: '', DISKS: '', PORT: '' };
    const config = loadConfig(blank);
    expect(config).toMatchObject({ oidc: null, demo: true, port: 3000 });
    expect(config.googleClientId).toBeUndefined();
    expect(() => loadConfig({ ...blank, HOST: '0.0.0.0' })).toThrow(/HOST=0.0.0.0/);
  });

  it('refuses malformed OpenID Connect settings at start, naming the setting', () => {
    const refused: [Record<string, string>, RegExp][] = [
      [
        { OIDC_ISSUER_URL: 'auth.example.org' },
        /OIDC_ISSUER_URL: 'auth.example.org' no es una dirección/,
      ],
      [{ OIDC_ISSUER_URL: 'http://auth.example.org' }, /OIDC_ISSUER_URL: una dirección https/],
      [{ OIDC_CLIENT_ID: '' }, /OIDC_CLIENT_ID/],
      [{ PUBLIC_URL: '' }, /PUBLIC_URL: falta/],
      [{ PUBLIC_URL: 'https://cine.example.org/club' }, /PUBLIC_URL: solo el origen/],
      [{ OIDC_SCOPES: 'email profile' }, /OIDC_SCOPES: debe incluir 'openid'/],
      [{ DEMO: '1' }, /DEMO=1 y OIDC_ISSUER_URL no pueden ir juntos/],
    ];
    for (const [change, message] of refused) {
      const env = Object.fromEntries(
        Object.entries({ ...oidc, ...change }).filter(([, value]) => value !== ''),
      );
      expect(() => loadConfig(env), JSON.stringify(change)).toThrow(message);
    }
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'cineclub' })).toThrow(
      /OIDC_CLIENT_ID: sin OIDC_ISSUER_URL no hace nada/,
    );
    // http only towards this machine: for trying things out, and for the tests.
    expect(loadConfig({ ...oidc, OIDC_ISSUER_URL: 'http://127.0.0.1:9000' }).oidc).not.toBeNull();
  });

  it('parses DISKS and ADMIN_EMAILS', () => {
    const config = loadConfig({ DISKS: 'uno=/srv/a, dos=/srv/b', ADMIN_EMAILS: ' A@x.es ,b@y.es' });
    expect(config.disks).toEqual([
      { name: 'uno', root: '/srv/a' },
      { name: 'dos', root: '/srv/b' },
    ]);
    expect(config.adminEmails).toEqual(['a@x.es', 'b@y.es']);
  });

  it('bounds the time a client takes to send a request', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(300_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '20' }).requestTimeoutMs).toBe(20_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });

  it('reads the download cache settings', () => {
    const config = loadConfig({ DATA_DIR: '/srv/cine', DEMO: '0' });
    expect(config.cacheDir).toBe('/srv/cine/cache');
    expect(config.cacheMaxBytes).toBe(50 * 1024 ** 3);
    expect(loadConfig({}).cacheMaxBytes).toBe(20 * 1024 ** 3);
    expect(loadConfig({}).demoFileSizes).toEqual({ min: 700 * 1024 ** 2, max: 8 * 1024 ** 3 });
    expect(loadConfig({ DEMO_FILE_MB: '1-5' }).demoFileSizes.max).toBe(5 * 1024 ** 2);
    expect(() => loadConfig({ DEMO_FILE_MB: '5-1' })).toThrow(/DEMO_FILE_MB/);
    expect(() => loadConfig({ DEMO_FILE_MB: '0-1' })).toThrow(/DEMO_FILE_MB/);
    expect(config.accelRedirect).toBeNull();
    const tuned = loadConfig({ CACHE_MAX_GB: '0.5', ACCEL_REDIRECT: '/_cache/' });
    expect(tuned.cacheMaxBytes).toBe(512 * 1024 ** 2);
    expect(tuned.accelRedirect).toBe('/_cache/');
    expect(() => loadConfig({ CACHE_MAX_GB: '0' })).toThrow(/CACHE_MAX_GB/);
    expect(() => loadConfig({ ACCEL_REDIRECT: '_cache' })).toThrow(/ACCEL_REDIRECT/);
  });

  it('bounds connections and file transfers by default, within the common 1,024 open files', () => {
    const { connections, limits } = loadConfig({});
    expect(connections).toEqual({ max: 700, perAddress: 100, keepAliveTimeoutMs: 10_000 });
    expect(limits).toMatchObject({
      transferPerUser: 32,
      transferPerLink: 16,
      transferPerAddress: 32,
      transferMax: 200,
      transferStallMs: 60_000,
      transferRecheckMs: 10_000,
    });
    // A download manager's 16 connections to one file fit every per-person bound.
    expect(Math.min(limits.transferPerUser, limits.transferPerLink)).toBeGreaterThanOrEqual(16);
    expect(connections.max + limits.transferMax + 100).toBeLessThanOrEqual(1024);
    expect(() => loadConfig({ TRANSFER_STALL_S: '0' })).toThrow(/TRANSFER_STALL_S/);
    expect(() => loadConfig({ MAX_CONNECTIONS: 'x' })).toThrow(/MAX_CONNECTIONS/);
  });

  it('limits the speed of copies in demo mode only, unless set', () => {
    const MB = 1024 * 1024;
    expect(loadConfig({}).copyBytesPerSecond).toBe(40 * MB);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'x' }).copyBytesPerSecond).toBeNull();
    expect(loadConfig({ COPY_LIMIT_MB_S: '0' }).copyBytesPerSecond).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'x', COPY_LIMIT_MB_S: '150' }).copyBytesPerSecond).toBe(
      150 * MB,
    );
    expect(loadConfig({ COPY_LIMIT_MB_S: '0.5' }).copyBytesPerSecond).toBe(MB / 2);
    expect(() => loadConfig({ COPY_LIMIT_MB_S: '-1' })).toThrow(/COPY_LIMIT_MB_S/);
  });

  it('runs copies with a 30 s disk claim by default; only PostgreSQL may leave copies to others', () => {
    const pg = { DATABASE_URL: 'postgres://cineclub@127.0.0.1/cineclub' };
    expect(loadConfig({})).toMatchObject({ runsCopies: true, leaseMs: 30_000 });
    expect(loadConfig({ ...pg, RUN_COPIES: '0', LEASE_S: '2' })).toMatchObject({
      runsCopies: false,
      leaseMs: 2_000,
    });
    expect(() => loadConfig({ RUN_COPIES: '0' })).toThrow(/RUN_COPIES: solo con DATABASE_URL/);
    expect(() => loadConfig({ LEASE_S: '0' })).toThrow(/LEASE_S/);
  });

  it('waits 10 s for requests in flight at shutdown, unless set', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_S: '2.5' }).shutdownTimeoutMs).toBe(2_500);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_S: 'nunca' })).toThrow(/SHUTDOWN_TIMEOUT_S/);
  });

  it('schedules the IMDb refresh only with both its folder and its time', () => {
    expect(loadConfig({}).imdbRefresh).toBeNull();
    expect(
      loadConfig({ IMDB_REFRESH_DIR: '/srv/imdb/', IMDB_REFRESH_AT: '4:05' }).imdbRefresh,
    ).toEqual({ dir: '/srv/imdb/', at: { hour: 4, minute: 5 }, tvMovies: false });
    expect(
      loadConfig({
        IMDB_REFRESH_DIR: '/srv/./imdb',
        IMDB_REFRESH_AT: '23:59',
        IMDB_REFRESH_TV_MOVIES: '1',
      }).imdbRefresh,
    ).toEqual({ dir: '/srv/imdb', at: { hour: 23, minute: 59 }, tvMovies: true });
    expect(() => loadConfig({ IMDB_REFRESH_DIR: '/srv/imdb' })).toThrow(
      /IMDB_REFRESH_AT: falta; la importación diaria de IMDb necesita/,
    );
    expect(() => loadConfig({ IMDB_REFRESH_AT: '04:30' })).toThrow(/IMDB_REFRESH_DIR: falta/);
    expect(() => loadConfig({ IMDB_REFRESH_DIR: 'imdb', IMDB_REFRESH_AT: '04:30' })).toThrow(
      /IMDB_REFRESH_DIR: una carpeta absoluta/,
    );
    expect(() => loadConfig({ IMDB_REFRESH_DIR: '/srv/imdb', IMDB_REFRESH_AT: '' })).toThrow(
      /IMDB_REFRESH_AT: falta/,
    );
    for (const at of ['24:00', '4.30', '04:60', '4']) {
      expect(() => loadConfig({ IMDB_REFRESH_DIR: '/srv/imdb', IMDB_REFRESH_AT: at })).toThrow(
        /IMDB_REFRESH_AT: una hora HH:MM/,
      );
    }
  });

  it('names every bad setting', () => {
    expect(() => loadConfig({ PORT: 'abc', DISKS: 'sin-ruta', LOG_LEVEL: 'loud' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: '70000', DISKS: 'a=/x,a=/y' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DISKS: nombres de disco repetidos/);
    }
  });

  it("takes the browsers' push services by default, and refuses a malformed host", () => {
    expect(loadConfig({}).pushServiceHosts).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.notify.windows.com',
      'web.push.apple.com',
    ]);
    expect(
      loadConfig({ PUSH_SERVICE_HOSTS: '127.0.0.1:8443, push.example' }).pushServiceHosts,
    ).toEqual(['127.0.0.1:8443', 'push.example']);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example/x' })).toThrow(
      /PUSH_SERVICE_HOSTS/,
    );
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: ' , ' })).toThrow(/PUSH_SERVICE_HOSTS/);
  });
});
