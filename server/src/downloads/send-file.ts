import fs from 'node:fs';
import { downloadMessages } from '@cineclub/contract';
import contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { notModified, rangeOf, rangeStillValid } from './byte-range.js';

/**
 * Read size of a transfer, and so the size of each socket write. Node's default (64 KiB) spends
 * most of its time per chunk; 1 MiB reads keep a loopback transfer near the disk's and the
 * socket's speed (see bench/downloads). The stall check does not need smaller writes: it sees
 * the kernel take a write's bytes as they go (`acceptedBytes` in `transfers.ts`). Cutting each
 * read into 64 KiB writes, as was done from issue 28 until issue 47, cost a quarter to a third
 * more CPU a byte (docs/downloads.md).
 */
const READ_BYTES = 1024 * 1024;

export interface StagedFile {
  fileId: number;
  /** The name the browser saves it as (accents and all: RFC 6266 `filename*`). */
  name: string;
  path: string;
}

/** A strong validator: a staged file never changes in place (a new copy is a new inode). */
function etagOf(file: StagedFile, stat: fs.Stats): string {
  return `"${file.fileId}-${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-${stat.ino.toString(16)}"`;
}

/**
 * Sends a staged file (409 in the error shape when it went missing meanwhile): Content-Length, Accept-Ranges, one Range (206 with Content-Range, 416
 * when unsatisfiable), a strong ETag with If-None-Match and If-Range, and an attachment name.
 * The file is streamed in large reads and never buffered whole; when the client goes away
 * Fastify destroys the stream, which closes the file. `release` runs when the response ends.
 */
export async function sendStagedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StagedFile,
  release: () => void,
) {
  const handle = await fs.promises.open(file.path, 'r').catch(() => null);
  if (!handle) {
    release();
    throw new HttpError(409, downloadMessages.notReady);
  }
  const stat = await handle.stat();
  const etag = etagOf(file, stat);
  const lastModified = stat.mtime.toUTCString();
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', lastModified)
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', contentDisposition(file.name))
    .type('application/octet-stream');
  const headers = request.headers;
  if (notModified(headers['if-none-match'], etag)) {
    await handle.close();
    release();
    return reply.code(304).send();
  }
  const ifRange = headers['if-range'];
  const range = rangeStillValid(Array.isArray(ifRange) ? ifRange[0] : ifRange, {
    etag,
    lastModified,
  })
    ? rangeOf(headers.range, stat.size)
    : ({ kind: 'full' } as const);
  if (range.kind === 'unsatisfiable') {
    await handle.close();
    release();
    return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : stat.size - 1;
  if (range.kind === 'partial') {
    reply.code(206).header('content-range', `bytes ${start}-${end}/${stat.size}`);
  }
  reply.header('content-length', end - start + 1);
  if (request.method === 'HEAD' || stat.size === 0) {
    await handle.close();
    release();
    return reply.send();
  }
  const stream = handle.createReadStream({ start, end, highWaterMark: READ_BYTES });
  stream.once('close', release);
  // When the client goes away Fastify destroys the stream, which closes the file.
  return reply.send(stream);
}
