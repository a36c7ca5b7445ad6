import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx (package `nginx`), which the downloads test and benchmark drive. */
export const NGINX = '/usr/sbin/nginx';

export interface Nginx {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The master's pid (its workers are its children). */
  pid: number;
  stop(): Promise<void>;
}

/** A port the OS says is free now (nginx binds it right after). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts nginx in the foreground (`daemon off`) with everything in a temp prefix: config, pid,
 * logs and temp folders; the caller's `server` block content goes inside `http`, after its
 * `httpBlock`. Resolves once
 * it answers on its port; `stop` ends it (SIGQUIT, a graceful stop) and removes the prefix.
 */
export async function startNginx(
  serverBlock: (port: number) => string,
  /** Directives of the `http` block before the server (an `upstream`). */
  httpBlock = '',
): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-nginx-'));
  const port = await freePort();
  // As root, nginx's workers would run as `nobody`, who cannot read the 0700 temp folders.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${user}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 18000; }
worker_rlimit_nofile 19000;
http {
  access_log off;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${httpBlock}
  server {
    listen 127.0.0.1:${port};
${serverBlock(port)}
  }
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (attempt > 100) throw new Error(`nginx did not answer on ${port}: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The README's `limit_conn_zone` lines, in nginx's `http` block. */
export const limitZones = `
  limit_conn_zone $binary_remote_addr zone=cineclub_addr:10m;
  limit_conn_zone $arg_auth zone=cineclub_link:10m;
  limit_conn_status 429;`;

/**
 * The nginx site of the README: the app (an address, or an upstream's name) behind a proxy, the
 * cache as an internal location, and its bounds on requests in progress (`limit_conn`), the
 * README's numbers unless a test lowers them.
 */
export function cineclubSite(
  app: string,
  cacheDir: string,
  limits = { perAddress: 100, transfersPerAddress: 32, transfersPerLink: 16 },
) {
  return `
    limit_conn cineclub_addr ${limits.perAddress};
    keepalive_timeout 10s;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    location / {
      proxy_pass ${app};
    }
    location /api/dwnl/arch/ {
      limit_conn cineclub_addr ${limits.transfersPerAddress};
      limit_conn cineclub_link ${limits.transfersPerLink};
      send_timeout 60s;
      proxy_pass ${app};
    }
    location /_cache/ {
      internal;
      alias ${cacheDir}/;
    }`;
}
