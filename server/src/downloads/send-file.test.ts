import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { downloadMessages, errorBody } from '@cineclub/contract';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/errors.js';
import { sendStagedFile } from './send-file.js';

describe('sendStagedFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-test-'));
  const app = Fastify();
  registerErrorHandler(app);
  const released: string[] = [];
  app.get('/file/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = { fileId: 1, name: 'Película.mkv', path: path.join(dir, name) };
    return sendStagedFile(request, reply, file, () => released.push(name));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the file', async () => {
    fs.writeFileSync(path.join(dir, 'there'), 'bytes');
    const response = await app.inject({ url: '/file/there' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('bytes');
  });

  it('answers a file gone missing with a 409 in the error shape, and releases it', async () => {
    const response = await app.inject({ url: '/file/gone' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBody.parse(response.json())).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: downloadMessages.notReady,
    });
    expect(released).toContain('gone');
  });
});
