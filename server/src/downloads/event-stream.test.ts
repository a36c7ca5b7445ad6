import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventStreams } from './event-stream.js';

function target() {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { stream, chunks };
}

describe('createEventStreams', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes events and a heartbeat comment to every open stream', async () => {
    vi.useFakeTimers();
    const streams = createEventStreams({ heartbeatMs: 15_000 });
    const first = target();
    const second = target();
    streams.open(first.stream, () => {}).send('porcj', 42);
    streams.open(second.stream, () => {}).send('error', 'Error en el enlace');
    vi.advanceTimersByTime(15_000);
    await Promise.resolve();
    expect(first.chunks).toEqual(['event: porcj\ndata: 42\n\n', ': ping\n\n']);
    expect(second.chunks).toEqual(['event: error\ndata: Error en el enlace\n\n', ': ping\n\n']);
  });

  it('forgets a stream when it closes (ended, or destroyed by a client going away)', async () => {
    const streams = createEventStreams({ heartbeatMs: 15_000 });
    const closed: string[] = [];
    const ended = target();
    const gone = target();
    const events = streams.open(ended.stream, () => closed.push('ended'));
    streams.open(gone.stream, () => closed.push('gone'));
    expect(streams.size()).toBe(2);
    events.end();
    gone.stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed.sort()).toEqual(['ended', 'gone']);
    expect(streams.size()).toBe(0);
    events.send('porcj', 1);
    expect(ended.chunks).toEqual([]);
  });

  it('ends every stream on close', async () => {
    const streams = createEventStreams({ heartbeatMs: 15_000 });
    streams.open(target().stream, () => {});
    streams.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(streams.size()).toBe(0);
  });
});
