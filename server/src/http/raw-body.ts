import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/**
 * Makes every route of `app` (an encapsulated plugin) take its body raw, whatever its
 * Content-Type, as a Buffer of at most `bytes`: uploads of posters, torrents and list files.
 * A bigger body is refused with a 413 and `tooLarge`, before or while reading it.
 */
export function acceptRawBodies(
  app: FastifyInstance,
  { bytes, tooLarge }: { bytes: number; tooLarge: string },
): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', async (request: FastifyRequest, payload: AsyncIterable<Buffer>) => {
    if (Number(request.headers['content-length'] ?? 0) > bytes) throw new HttpError(413, tooLarge);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += chunk.length;
      if (size > bytes) throw new HttpError(413, tooLarge);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  });
}

/** The upload of a request to such a route; undefined when it came without a body. */
export function rawBody(request: FastifyRequest): Buffer | undefined {
  return request.body as Buffer | undefined;
}
