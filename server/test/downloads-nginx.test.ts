import fs from 'node:fs';
import path from 'node:path';
import { pathOf, routes } from '@cineclub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DiskFile,
  type DownloadsServer,
  filesOn,
  initId,
  parseEvents,
  sessions,
  shareToken,
  startDownloadsServer,
} from './downloads-helpers.js';
import { afterScope } from './helpers.js';
import { cineclubSite, limitZones, NGINX, type Nginx, startNginx } from './nginx.js';
import { bigStagedJob, transfer } from './transfer-helpers.js';

describe.skipIf(!fs.existsSync(NGINX))('arch behind nginx with X-Accel-Redirect', () => {
  let server: DownloadsServer;
  let nginx: Nginx;
  let socio: string;
  let file: DiskFile;
  let id: number;

  beforeAll(async () => {
    server = await startDownloadsServer({ env: { ACCEL_REDIRECT: '/_cache/' } });
    const app = await server.app.listen({ host: '127.0.0.1', port: 0 });
    nginx = await startNginx(() => cineclubSite(app, server.config.cacheDir), limitZones);
    socio = await sessions(server).socio();
    const first = (await filesOn(server, 'disco1'))[0];
    if (!first) throw new Error('no demo files');
    // An accented name, to see nginx keep the app's Content-Disposition.
    const name = 'Él – ñandú.mkv';
    file = { ...first, name, fullPath: path.join(path.dirname(first.fullPath), name) };
    fs.renameSync(first.fullPath, file.fullPath);
    await server.db.updateTable('file').set({ name }).where('id', '=', file.id).execute();
    id = await initId(server, file.id, socio);
  });

  afterAll(async () => {
    await nginx?.stop();
  });

  it('hands the transfer to nginx', async () => {
    // The monitor stream passes through the proxy unbuffered.
    const monitor = await fetch(`${nginx.url}${pathOf(routes.downloadMonitor, { id })}`, {
      headers: { cookie: socio },
    });
    expect(parseEvents(await monitor.text()).at(-1)).toEqual({ event: 'porcj', data: '100' });

    const direct = await server.app.inject({
      url: pathOf(routes.downloadFile, { id }),
      headers: { cookie: socio },
    });
    expect(direct.headers['x-accel-redirect']).toBe(`/_cache/${file.id}`);
    expect(direct.rawPayload.length).toBe(0);

    const url = `${nginx.url}${pathOf(routes.downloadFile, { id })}`;
    const whole = await fetch(url, { headers: { cookie: socio } });
    expect(whole.status).toBe(200);
    const source = fs.readFileSync(file.fullPath);
    expect(Buffer.from(await whole.arrayBuffer()).equals(source)).toBe(true);
    expect(whole.headers.get('content-length')).toBe(String(source.length));
    const disposition = whole.headers.get('content-disposition');
    expect(disposition).toBe(direct.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(file.name)}`);
    expect(whole.headers.get('etag')).toBeTruthy();
    expect(whole.headers.get('x-accel-redirect')).toBeNull();

    const part = await fetch(url, { headers: { cookie: socio, range: 'bytes=-10' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(
      `bytes ${source.length - 10}-${source.length - 1}/${source.length}`,
    );
    expect(Buffer.from(await part.arrayBuffer()).equals(source.subarray(-10))).toBe(true);

    // HEAD through nginx answers what GET does, without the body.
    const head = await fetch(url, { method: 'HEAD', headers: { cookie: socio } });
    expect(head.status).toBe(200);
    for (const name of ['content-length', 'accept-ranges', 'etag', 'content-disposition']) {
      expect(head.headers.get(name), name).toBe(whole.headers.get(name));
    }
    const headPart = await fetch(url, {
      method: 'HEAD',
      headers: { cookie: socio, range: 'bytes=-10' },
    });
    expect(headPart.status).toBe(206);
    expect(headPart.headers.get('content-range')).toBe(part.headers.get('content-range'));
    expect(headPart.headers.get('content-length')).toBe('10');
  });

  it('still checks who asks, and keeps the cache itself out of reach', async () => {
    const url = `${nginx.url}${pathOf(routes.downloadFile, { id })}`;
    expect((await fetch(url)).status).toBe(401);
    const admin = await sessions(server).admin();
    expect((await fetch(url, { headers: { cookie: admin } })).status).toBe(403);
    expect((await fetch(`${nginx.url}/_cache/${file.id}`)).status).toBe(404);
  });
});

describe.skipIf(!fs.existsSync(NGINX))('transfers behind nginx', () => {
  it("are bounded by the README's limit_conn lines until nginx has sent the file", async () => {
    const server = await startDownloadsServer({ env: { ACCEL_REDIRECT: '/_cache/' } });
    const app = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const limits = { perAddress: 100, transfersPerAddress: 3, transfersPerLink: 2 };
    const nginx = await startNginx(
      () => cineclubSite(app, server.config.cacheDir, limits),
      limitZones,
    );
    afterScope(() => nginx.stop());
    const port = Number(new URL(nginx.url).port);
    const socio = await sessions(server).socio();
    const [a, b] = (await filesOn(server, 'disco1')) as [DiskFile, DiskFile];
    const own = await bigStagedJob(server, a, { cookie: socio });
    const token = await shareToken(server, b.id, socio);
    const shared = await bigStagedJob(server, b, { auth: token });

    const statuses = async (count: number, id: number, who: Parameters<typeof transfer>[2]) => {
      const answers: number[] = [];
      for (let n = 0; n < count; n++) answers.push((await transfer(port, id, who)).status);
      return answers;
    };
    // Per share link (?auth=), from any address.
    expect(await statuses(3, shared, { auth: token, from: '127.0.0.2' })).toEqual([200, 200, 429]);
    // Per address: 127.0.0.2 holds two, one more of socio's own makes three.
    expect(await statuses(2, own, { cookie: socio, from: '127.0.0.2' })).toEqual([200, 429]);
    expect(await statuses(1, own, { cookie: socio, from: '127.0.0.3' })).toEqual([200]);
  });
});
