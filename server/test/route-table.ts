import type { FastifyInstance } from 'fastify';

/**
 * The routes an app serves under /api and /admin, as `METHOD /pattern`, read from Fastify's
 * route tree (`printRoutes`), whose lines are `├── /path (GET, HEAD)` with children indented
 * four characters per level and written relative to their parent. HEAD and OPTIONS are left
 * out (Fastify adds them beside each GET).
 */
export function servedRoutes(app: FastifyInstance): string[] {
  const served: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1]?.length ?? 0) / 4;
    stack.length = depth;
    const pattern = (stack[depth - 1] ?? '') + match[2];
    stack.push(pattern);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (pattern.startsWith('/api/') || pattern.startsWith('/admin/')) {
        served.push(`${method} ${pattern}`);
      }
    }
  }
  return served.sort();
}
