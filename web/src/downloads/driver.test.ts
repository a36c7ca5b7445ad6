import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { createQueueDriver, type MonitorHandlers, type QueueApi } from './driver';
import { type DownloadError, emptyQueue, type NewItem, type QueueItem } from './queue';

const file = (id: number, dsk = 'disco1'): NewItem => ({ id, nom: `peli-${id}.mkv`, dsk });

/** A fake server: init answers 100 + file id unless told to fail; monitors are kept by id. */
function fakeApi() {
  const monitors = new Map<number, MonitorHandlers & { closed: boolean }>();
  const failures = new Map<number, ApiError>();
  const api: QueueApi = {
    init: vi.fn(async (fileId: number) => {
      const failure = failures.get(fileId);
      if (failure) throw failure;
      return 100 + fileId;
    }),
    command: vi.fn(async () => {}),
    monitor: vi.fn((idd: number, _auth: string | undefined, on: MonitorHandlers) => {
      const entry = { ...on, closed: false };
      monitors.set(idd, entry);
      return () => {
        entry.closed = true;
      };
    }),
  };
  return { api, monitors, failures };
}

function setup() {
  const server = fakeApi();
  const deliver = vi.fn<(item: QueueItem) => void>();
  const alert = vi.fn<(error: DownloadError) => void>();
  const driver = createQueueDriver(
    { api: server.api, deliver, alert },
    { ...emptyQueue, mayDownload: true },
  );
  const est = (id: number) => driver.get().items.find((item) => item.id === id)?.est;
  return { ...server, deliver, alert, driver, est };
}

describe('queue driver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a download from Pendiente to OK and delivers it', async () => {
    const { driver, api, monitors, deliver, est } = setup();
    const changes = vi.fn();
    driver.subscribe(changes);
    driver.dispatch({ type: 'add', items: [file(1)] });
    expect(est(1)).toBe('Activando');
    expect(api.init).toHaveBeenCalledWith(1, undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(est(1)).toBe('Activa');
    expect(api.monitor).toHaveBeenCalledWith(101, undefined, expect.anything());
    monitors.get(101)?.progress(55);
    expect(driver.get().items[0]?.pcj).toBe(55);
    monitors.get(101)?.progress(100);
    expect(est(1)).toBe('OK');
    expect(monitors.get(101)?.closed).toBe(true);
    expect(deliver).toHaveBeenCalledWith(expect.objectContaining({ id: 1, idd: 101, est: 'OK' }));
    expect(changes).toHaveBeenCalled();
  });

  it('starts the next item of the disk 10 ms after OK, not before', async () => {
    const { driver, monitors, api, est } = setup();
    driver.dispatch({ type: 'add', items: [file(1), file(2)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(est(2)).toBe('Pendiente');
    monitors.get(101)?.progress(100);
    await vi.advanceTimersByTimeAsync(9);
    expect(est(2)).toBe('Pendiente');
    expect(api.init).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.init).toHaveBeenLastCalledWith(2, undefined);
    expect(est(2)).toBe('Activa');
  });

  it("'Recuperar' starts the item again 5 s later", async () => {
    const { driver, monitors, api, est } = setup();
    driver.dispatch({ type: 'add', items: [file(1)] });
    await vi.advanceTimersByTimeAsync(0);
    monitors.get(101)?.progress(-1);
    expect(est(1)).toBe('Cancelada');
    driver.dispatch({ type: 'recover', id: 1 });
    expect(est(1)).toBe('Pendiente');
    await vi.advanceTimersByTimeAsync(4999);
    expect(est(1)).toBe('Pendiente');
    expect(api.init).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.init).toHaveBeenCalledTimes(2);
    expect(est(1)).toBe('Activa');
  });

  it('maps a failed start to Error of the kind SPEC §8 names', async () => {
    const { driver, failures, est } = setup();
    failures.set(1, new ApiError(410, 'cualquier cosa'));
    driver.dispatch({ type: 'add', items: [file(1)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(est(1)).toBe('Error');
    expect(driver.get().items[0]?.error).toEqual({ kind: 'expired' });
  });

  it('alerts on a monitor error and cancels the item', async () => {
    const { driver, monitors, alert, est } = setup();
    driver.dispatch({ type: 'add', items: [file(1)] });
    await vi.advanceTimersByTimeAsync(0);
    monitors.get(101)?.error();
    expect(alert).toHaveBeenCalledWith({ kind: 'monitor' });
    expect(est(1)).toBe('Cancelada');
    expect(monitors.get(101)?.closed).toBe(true);
  });

  it('pauses and continues through the command call; a failed continue cancels', async () => {
    const { driver, api, est } = setup();
    driver.dispatch({ type: 'add', items: [file(1, 'a')] });
    await vi.advanceTimersByTimeAsync(0);
    driver.dispatch({ type: 'pause', id: 1 });
    expect(api.command).toHaveBeenLastCalledWith(101, 'p', undefined);
    expect(est(1)).toBe('Pausada');
    vi.mocked(api.command).mockRejectedValueOnce(new ApiError(404, 'No existe la descarga'));
    driver.dispatch({ type: 'resume', id: 1 });
    expect(est(1)).toBe('Activa');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.command).toHaveBeenLastCalledWith(101, 'c', undefined);
    expect(est(1)).toBe('Cancelada');
  });

  it("sends a download's commands one after the other, each once the one before was answered", async () => {
    const { driver, api } = setup();
    driver.dispatch({ type: 'add', items: [file(1, 'a'), file(2, 'b')] });
    await vi.advanceTimersByTimeAsync(0);
    let answerPause = () => {};
    vi.mocked(api.command).mockImplementationOnce(
      () => new Promise<void>((resolve) => (answerPause = resolve)),
    );
    driver.dispatch({ type: 'pause', id: 1 });
    driver.dispatch({ type: 'resume', id: 1 });
    driver.dispatch({ type: 'pause', id: 2 });
    await vi.advanceTimersByTimeAsync(0);
    // The other download's command does not wait; this one's continue does.
    expect(vi.mocked(api.command).mock.calls).toEqual([
      [101, 'p', undefined],
      [102, 'p', undefined],
    ]);
    answerPause();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.mocked(api.command).mock.calls.at(-1)).toEqual([101, 'c', undefined]);
  });

  it('passes the share token to every call of a shared download', async () => {
    const { driver, api, monitors } = setup();
    driver.dispatch({ type: 'add', items: [{ ...file(1), auth: '1.secret' }] });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.init).toHaveBeenCalledWith(1, '1.secret');
    expect(api.monitor).toHaveBeenCalledWith(101, '1.secret', expect.anything());
    driver.dispatch({ type: 'pause', id: 1 });
    expect(api.command).toHaveBeenCalledWith(101, 'p', '1.secret');
    expect(monitors.size).toBe(1);
  });

  it('dispose closes the streams and forgets the scheduled starts', async () => {
    const { driver, monitors, api } = setup();
    driver.dispatch({ type: 'add', items: [file(1), file(2), file(3, 'b')] });
    await vi.advanceTimersByTimeAsync(0);
    monitors.get(101)?.progress(100);
    driver.dispose();
    expect(monitors.get(103)?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(api.init).toHaveBeenCalledTimes(2);
  });
});
