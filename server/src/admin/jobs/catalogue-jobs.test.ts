import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ImportInputError } from '../../import/errors.js';
import { createCatalogueJobs, JOB_RUNNING_MESSAGE } from './catalogue-jobs.js';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('catalogue jobs', () => {
  const by = { email: 'admin@demo.local', what: 'todos los discos' };

  it('keeps the latest event of each step, and the summary when done', async () => {
    const jobs = createCatalogueJobs({ clock: () => 100, log: pino({ level: 'silent' }) });
    const gate = deferred();
    const started = jobs.start('escaneo', by, async (onProgress) => {
      onProgress({ step: 'disco1', done: 0, unit: 'ficheros' });
      onProgress({ step: 'disco1', done: 500, unit: 'ficheros', counts: { torrents: 2 } });
      onProgress({ step: 'guardar', done: 1, unit: 'ficheros', end: true });
      await gate.promise;
      return ['Ficheros: 500'];
    });
    expect(started).toMatchObject({ tipo: 'escaneo', estado: 'enMarcha', inicio: 100, fin: null });
    await settle();
    expect(jobs.state().escaneo?.pasos).toEqual([
      { step: 'disco1', done: 500, unit: 'ficheros', counts: { torrents: 2 } },
      { step: 'guardar', done: 1, unit: 'ficheros', end: true },
    ]);
    expect(() => jobs.start('escaneo', by, async () => [])).toThrow(JOB_RUNNING_MESSAGE);
    // Another kind may run meanwhile.
    expect(jobs.start('lista', by, async () => []).estado).toBe('enMarcha');
    gate.resolve();
    await settle();
    expect(jobs.state().escaneo).toMatchObject({ estado: 'hecha', resumen: ['Ficheros: 500'] });
    expect(jobs.start('escaneo', by, async () => []).id).toBeGreaterThan(started.id);
  });

  it("records a failure as the job's error, never throwing it", async () => {
    const jobs = createCatalogueJobs({ clock: () => 100, log: pino({ level: 'silent' }) });
    jobs.start('imdb', by, async () => {
      throw new ImportInputError('Falta title.basics.tsv.gz en /x');
    });
    jobs.start('lista', by, async () => {
      throw new TypeError('boom');
    });
    await settle();
    expect(jobs.state().imdb).toMatchObject({
      estado: 'fallida',
      error: 'Falta title.basics.tsv.gz en /x',
      fin: 100,
    });
    expect(jobs.state().lista).toMatchObject({ estado: 'fallida', error: 'Falló: boom' });
    expect(jobs.state().escaneo).toBeNull();
  });

  it('aborts running jobs when stopped', async () => {
    const jobs = createCatalogueJobs({ clock: () => 100, log: pino({ level: 'silent' }) });
    jobs.start('escaneo', by, async (_onProgress, signal) => {
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      signal.throwIfAborted();
      return [];
    });
    await jobs.stop();
    expect(jobs.state().escaneo).toMatchObject({
      estado: 'fallida',
      error: expect.stringMatching(/Interrumpida/),
    });
  });
});
