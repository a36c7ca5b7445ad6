import { routes } from '@cineclub/contract';
import { compileErrors, validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.js';
import { servedRoutes } from './route-table.js';

/** `METHOD /pattern` of each operation of the document, in Fastify's `:param` syntax. */
function documented(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths).flatMap(([pattern, operations]) =>
    Object.keys(operations)
      .filter((method) => method !== 'head')
      .map((method) => `${method.toUpperCase()} ${pattern.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

describe('GET /api/openapi.json', () => {
  let server: TestServer;
  let body: string;
  let document: {
    openapi: string;
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  beforeAll(async () => {
    server = await startTestServer();
    const response = await server.app.inject({ url: routes.openapi });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    body = response.body;
    document = response.json();
  });

  it('is a valid OpenAPI document', async () => {
    const result = await validate(JSON.parse(body));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('documents every route the app serves, with its answers', () => {
    // A route with an optional param is two routes in Fastify, one path in the document.
    const longForms = Object.values(routes)
      .filter((pattern) => pattern.endsWith('?'))
      .map((pattern) => pattern.slice(0, -1));
    const shortForms = longForms.map((pattern) => pattern.replace(/\/:\w+$/, ''));
    const served = servedRoutes(server.app).filter(
      (route) =>
        route !== `GET ${routes.openapi}` && !shortForms.includes(route.split(' ')[1] ?? ''),
    );
    expect(
      documented(document)
        .map((route) => route.replace(/\?$/, ''))
        .sort(),
    ).toEqual(served);
    for (const [pattern, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // What @fastify/swagger writes for a route without a response schema.
        expect(operation.responses, `${method} ${pattern}`).not.toEqual({
          200: { description: 'Default Response' },
        });
      }
    }
  });
});
