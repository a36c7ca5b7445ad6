import { describe, expect, it } from 'vitest';
import {
  canClean,
  canRemove,
  type DownloadState,
  emptyQueue,
  type NewItem,
  type QueueEvent,
  type QueueItem,
  type QueueState,
  reduce,
  STARTUP_START_ATTEMPTS,
  savedItems,
  startError,
} from './queue';

const file = (id: number, dsk = 'disco1', extra: Partial<NewItem> = {}): NewItem => ({
  id,
  nom: `peli-${id}.mkv`,
  dsk,
  ...extra,
});

const item = (id: number, est: DownloadState, dsk = 'disco1', extra: Partial<QueueItem> = {}) =>
  ({
    ...file(id, dsk),
    est,
    idd: est === 'Pendiente' ? null : 100 + id,
    pcj: 0,
    ...extra,
  }) as QueueItem;

const queueOf = (...items: QueueItem[]): QueueState => ({
  items,
  mayDownload: true,
  startupStarts: null,
});

/** Runs events one after another; answers the final state and every effect in order. */
function play(state: QueueState, ...events: QueueEvent[]) {
  const effects = [];
  for (const event of events) {
    const step = reduce(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const states = (state: QueueState) => state.items.map((i) => [i.id, i.est]);
const signedIn: QueueState = { ...emptyQueue, mayDownload: true };

describe('Pendiente -> Activando (per-disk rule)', () => {
  it('starts an added item at once when its disk is free', () => {
    const { state, effects } = play(signedIn, { type: 'add', items: [file(1)] });
    expect(states(state)).toEqual([[1, 'Activando']]);
    expect(effects).toEqual([{ type: 'init', id: 1 }]);
  });

  it('starts one item per disk; the rest wait', () => {
    const { state, effects } = play(signedIn, {
      type: 'add',
      items: [file(1, 'a'), file(2, 'a'), file(3, 'b'), file(4, 'b'), file(5, 'c')],
    });
    expect(states(state)).toEqual([
      [1, 'Activando'],
      [2, 'Pendiente'],
      [3, 'Activando'],
      [4, 'Pendiente'],
      [5, 'Activando'],
    ]);
    expect(effects).toEqual([
      { type: 'init', id: 1 },
      { type: 'init', id: 3 },
      { type: 'init', id: 5 },
    ]);
  });

  it.each<DownloadState>(['Activando', 'Activa', 'Pausada'])(
    'waits while another item of the disk is %s',
    (est) => {
      const { state, effects } = play(queueOf(item(1, est)), { type: 'add', items: [file(2)] });
      expect(states(state)).toEqual([
        [1, est],
        [2, 'Pendiente'],
      ]);
      expect(effects).toEqual([]);
    },
  );

  it.each<DownloadState>(['OK', 'Error', 'Cancelada'])(
    'starts while the other item of the disk is %s',
    (est) => {
      const { state } = play(queueOf(item(1, est)), { type: 'add', items: [file(2)] });
      expect(states(state)).toEqual([
        [1, est],
        [2, 'Activando'],
      ]);
    },
  );

  it('an item of another disk does not hold this one', () => {
    const { state } = play(queueOf(item(1, 'Activa', 'b')), { type: 'add', items: [file(2)] });
    expect(states(state)[1]).toEqual([2, 'Activando']);
  });

  it('without bajed2 only share-token items start, and they carry the token', () => {
    const visitor = { ...emptyQueue, mayDownload: false };
    const { state, effects } = play(visitor, {
      type: 'add',
      items: [file(1, 'a'), file(2, 'b', { auth: '2.secret' })],
    });
    expect(states(state)).toEqual([
      [1, 'Pendiente'],
      [2, 'Activando'],
    ]);
    expect(effects).toEqual([{ type: 'init', id: 2, auth: '2.secret' }]);
    // Signing in with bajed2 starts the rest.
    const later = play(state, { type: 'permission', mayDownload: true });
    expect(states(later.state)[0]).toEqual([1, 'Activando']);
    expect(later.effects).toEqual([{ type: 'init', id: 1 }]);
  });

  it('adding an item already waiting or running changes nothing', () => {
    const start = queueOf(item(1, 'Activa'), item(2, 'Pendiente'));
    const { state, effects } = play(start, { type: 'add', items: [file(1), file(2)] });
    expect(state.items).toEqual(start.items);
    expect(effects).toEqual([]);
  });

  it('adding a finished item again queues it afresh', () => {
    const start = queueOf(
      item(1, 'OK', 'disco1', { pcj: 100 }),
      item(2, 'Error', 'b', { error: { kind: 'badLink' } }),
    );
    const { state } = play(start, { type: 'add', items: [file(1), file(2, 'b')] });
    expect(state.items).toEqual([
      { ...file(1), est: 'Activando', idd: null, pcj: 0, error: undefined },
      { ...file(2, 'b'), est: 'Activando', idd: null, pcj: 0, error: undefined },
    ]);
  });
});

describe('Activando -> Activa | Error', () => {
  it('becomes Activa with the server id and opens its monitor', () => {
    const { state, effects } = play(queueOf(item(1, 'Activando', 'disco1', { auth: 't' })), {
      type: 'started',
      id: 1,
      idd: 17,
    });
    expect(state.items[0]).toMatchObject({ est: 'Activa', idd: 17, pcj: 0 });
    expect(effects).toEqual([{ type: 'monitor', id: 1, idd: 17, auth: 't' }]);
  });

  it.each([
    [403, 'forbidden'],
    [500, 'badLink'],
    [410, 'expired'],
    [404, 'noDownload'],
  ] as const)('a start failing with %i is Error of the kind SPEC §8 names', (status, kind) => {
    const { state } = play(queueOf(item(1, 'Activando')), {
      type: 'startFailed',
      id: 1,
      status,
      message: 'lo que diga el servidor',
    });
    expect(state.items[0]).toMatchObject({ est: 'Error', error: { kind } });
  });

  it('other statuses keep the server message; no answer at all is a link error', () => {
    expect(startError(401, 'Tienes que iniciar sesión')).toEqual({
      kind: 'server',
      message: 'Tienes que iniciar sesión',
    });
    expect(startError(0)).toEqual({ kind: 'badLink' });
  });

  it('a failed start frees the disk for the next pending item', () => {
    const { state, effects } = play(queueOf(item(1, 'Activando'), item(2, 'Pendiente')), {
      type: 'startFailed',
      id: 1,
      status: 404,
    });
    expect(states(state)).toEqual([
      [1, 'Error'],
      [2, 'Activando'],
    ]);
    expect(effects).toEqual([{ type: 'init', id: 2 }]);
  });

  it('answers for items that are no longer starting are ignored', () => {
    const start = queueOf(item(1, 'Cancelada'));
    expect(reduce(start, { type: 'started', id: 1, idd: 5 }).state).toBe(start);
    expect(reduce(start, { type: 'startFailed', id: 1, status: 500 }).state).toBe(start);
    expect(reduce(start, { type: 'started', id: 9, idd: 5 }).state).toBe(start);
  });
});

describe('Activa: progress, OK, Cancelada', () => {
  it('progress updates the percent', () => {
    const { state, effects } = play(queueOf(item(1, 'Activa')), {
      type: 'progress',
      id: 1,
      pcj: 42,
    });
    expect(state.items[0]).toMatchObject({ est: 'Activa', pcj: 42 });
    expect(effects).toEqual([]);
  });

  it('100 is OK: the monitor closes, the file is delivered, the next start follows in 10 ms', () => {
    const { state, effects } = play(queueOf(item(1, 'Activa'), item(2, 'Pendiente')), {
      type: 'progress',
      id: 1,
      pcj: 100,
    });
    expect(states(state)).toEqual([
      [1, 'OK'],
      [2, 'Pendiente'],
    ]);
    expect(effects).toEqual([
      { type: 'stopMonitor', id: 1 },
      { type: 'deliver', item: { ...item(1, 'OK'), pcj: 100 } },
      { type: 'schedule', after: 10 },
    ]);
    // The scheduled start.
    const next = play(state, { type: 'pump' });
    expect(states(next.state)[1]).toEqual([2, 'Activando']);
    expect(next.effects).toEqual([{ type: 'init', id: 2 }]);
  });

  it('below 0 is Cancelada, and the disk goes on with the next item', () => {
    const { state, effects } = play(queueOf(item(1, 'Activa'), item(2, 'Pendiente')), {
      type: 'progress',
      id: 1,
      pcj: -1,
    });
    expect(states(state)).toEqual([
      [1, 'Cancelada'],
      [2, 'Activando'],
    ]);
    expect(effects).toEqual([
      { type: 'stopMonitor', id: 1 },
      { type: 'init', id: 2 },
    ]);
  });

  it("a monitor error alerts 'Monitor kk' and makes the item Cancelada", () => {
    const { state, effects } = play(queueOf(item(1, 'Activa')), { type: 'monitorFailed', id: 1 });
    expect(state.items[0]).toMatchObject({ est: 'Cancelada', error: { kind: 'monitor' } });
    expect(effects).toEqual([
      { type: 'alert', error: { kind: 'monitor' } },
      { type: 'stopMonitor', id: 1 },
    ]);
  });

  it('progress and monitor errors of items not running are ignored', () => {
    for (const est of ['Pendiente', 'OK', 'Error', 'Cancelada'] as const) {
      const start = queueOf(item(1, est));
      expect(reduce(start, { type: 'progress', id: 1, pcj: 100 }).state).toBe(start);
      expect(reduce(start, { type: 'monitorFailed', id: 1 }).effects).toEqual([]);
    }
  });

  it('a paused item that reaches 100 is OK too', () => {
    const { state } = play(queueOf(item(1, 'Pausada')), { type: 'progress', id: 1, pcj: 100 });
    expect(state.items[0]?.est).toBe('OK');
  });
});

describe('Activa <-> Pausada', () => {
  it('pause sends p and makes the item Pausada; continue sends c and makes it Activa', () => {
    const paused = play(queueOf(item(1, 'Activa', 'disco1', { auth: 't' })), {
      type: 'pause',
      id: 1,
    });
    expect(paused.state.items[0]?.est).toBe('Pausada');
    expect(paused.effects).toEqual([{ type: 'command', id: 1, idd: 101, op: 'p', auth: 't' }]);
    const resumed = play(paused.state, { type: 'resume', id: 1 });
    expect(resumed.state.items[0]?.est).toBe('Activa');
    expect(resumed.effects).toEqual([{ type: 'command', id: 1, idd: 101, op: 'c', auth: 't' }]);
  });

  it('a paused item holds its disk', () => {
    const { state } = play(
      queueOf(item(1, 'Activa')),
      { type: 'pause', id: 1 },
      {
        type: 'add',
        items: [file(2)],
      },
    );
    expect(states(state)).toEqual([
      [1, 'Pausada'],
      [2, 'Pendiente'],
    ]);
  });

  it('pausing or continuing resumes a paused item of the same disk first', () => {
    const start = queueOf(item(1, 'Pausada'), item(2, 'Activa'), item(3, 'Pausada', 'b'));
    const paused = play(start, { type: 'pause', id: 2 });
    expect(states(paused.state)).toEqual([
      [1, 'Activa'],
      [2, 'Pausada'],
      [3, 'Pausada'],
    ]);
    expect(paused.effects).toEqual([
      { type: 'command', id: 1, idd: 101, op: 'c' },
      { type: 'command', id: 2, idd: 102, op: 'p' },
    ]);
    const twoPaused = queueOf(item(1, 'Pausada'), item(2, 'Pausada'));
    const resumed = play(twoPaused, { type: 'resume', id: 2 });
    expect(resumed.effects).toEqual([
      { type: 'command', id: 1, idd: 101, op: 'c' },
      { type: 'command', id: 2, idd: 102, op: 'c' },
    ]);
  });

  it('pause applies to Activa only and continue to Pausada only', () => {
    for (const est of ['Pendiente', 'Activando', 'OK', 'Error', 'Cancelada'] as const) {
      const start = queueOf(item(1, est));
      expect(reduce(start, { type: 'pause', id: 1 }).effects).toEqual([]);
      expect(reduce(start, { type: 'resume', id: 1 }).effects).toEqual([]);
    }
    const paused = queueOf(item(1, 'Pausada'));
    expect(reduce(paused, { type: 'pause', id: 1 }).state).toBe(paused);
    const active = queueOf(item(1, 'Activa'));
    expect(reduce(active, { type: 'resume', id: 1 }).state).toBe(active);
  });

  it('a failed continue makes the item Cancelada and frees the disk', () => {
    const { state, effects } = play(
      queueOf(item(1, 'Pausada'), item(2, 'Pendiente')),
      { type: 'resume', id: 1 },
      { type: 'commandFailed', id: 1, op: 'c' },
    );
    expect(states(state)).toEqual([
      [1, 'Cancelada'],
      [2, 'Activando'],
    ]);
    expect(effects.slice(1)).toEqual([
      { type: 'stopMonitor', id: 1 },
      { type: 'init', id: 2 },
    ]);
  });

  it('a failed pause leaves the copy running: the item is Activa again', () => {
    const { state } = play(
      queueOf(item(1, 'Activa')),
      { type: 'pause', id: 1 },
      { type: 'commandFailed', id: 1, op: 'p' },
    );
    expect(state.items[0]?.est).toBe('Activa');
  });
});

describe("Cancelada -> Pendiente through 'Recuperar'", () => {
  it('recovers the item and schedules the next start 5 s later', () => {
    const { state, effects } = play(
      queueOf(item(1, 'Cancelada', 'disco1', { error: { kind: 'monitor' } })),
      {
        type: 'recover',
        id: 1,
      },
    );
    expect(state.items[0]).toEqual({
      ...file(1),
      est: 'Pendiente',
      idd: null,
      pcj: 0,
      error: undefined,
    });
    expect(effects).toEqual([{ type: 'schedule', after: 5000 }]);
    expect(states(play(state, { type: 'pump' }).state)).toEqual([[1, 'Activando']]);
  });

  it('recovers Cancelada items only', () => {
    for (const est of ['Pendiente', 'Activa', 'OK', 'Error'] as const) {
      const start = queueOf(item(1, est));
      expect(reduce(start, { type: 'recover', id: 1 })).toEqual({ state: start, effects: [] });
    }
  });
});

describe('removing and Limpiar', () => {
  it.each<DownloadState>(['Error', 'OK', 'Cancelada'])('%s items can be removed', (est) => {
    const { state } = play(queueOf(item(1, est), item(2, 'Activa', 'b')), {
      type: 'remove',
      id: 1,
    });
    expect(states(state)).toEqual([[2, 'Activa']]);
    expect(canRemove(item(1, est))).toBe(true);
  });

  it.each<DownloadState>(['Pendiente', 'Activando', 'Activa', 'Pausada'])(
    '%s items cannot be removed one by one',
    (est) => {
      const start = queueOf(item(1, est));
      expect(reduce(start, { type: 'remove', id: 1 }).state).toBe(start);
      expect(canRemove(item(1, est))).toBe(false);
    },
  );

  it("'Limpiar' shows with more than 2 finished or idle items", () => {
    expect(canClean(queueOf(item(1, 'OK'), item(2, 'Error'), item(3, 'Activa', 'b')))).toBe(false);
    expect(canClean(queueOf(item(1, 'OK'), item(2, 'Error'), item(3, 'Cancelada')))).toBe(true);
    expect(canClean(queueOf(item(1, 'OK'), item(2, 'Error'), item(3, 'Pendiente')))).toBe(true);
    expect(
      canClean(
        queueOf(
          item(1, 'Activa'),
          item(2, 'Pausada', 'b'),
          item(3, 'Activando', 'c'),
          item(4, 'OK'),
        ),
      ),
    ).toBe(false);
  });

  it("'Limpiar' removes all that are not active, and nothing when it is not shown", () => {
    const start = queueOf(
      item(1, 'OK'),
      item(2, 'Activa'),
      item(3, 'Error', 'b'),
      item(4, 'Pausada', 'c'),
      item(5, 'Cancelada', 'd'),
      item(6, 'Pendiente'),
      item(7, 'Activando', 'e'),
    );
    expect(states(play(start, { type: 'clean' }).state)).toEqual([
      [2, 'Activa'],
      [4, 'Pausada'],
      [7, 'Activando'],
    ]);
    const few = queueOf(item(1, 'OK'), item(2, 'Error'));
    expect(reduce(few, { type: 'clean' }).state).toBe(few);
  });
});

describe('saving (lisDesc) and startup', () => {
  it('saves only pending, paused (as pending) and cancelled items', () => {
    const state = queueOf(
      item(1, 'Pendiente'),
      item(2, 'Activando', 'b'),
      item(3, 'Activa', 'c'),
      item(4, 'Pausada', 'd', { pcj: 40 }),
      item(5, 'OK', 'e'),
      item(6, 'Error', 'f'),
      item(7, 'Cancelada', 'g', { error: { kind: 'monitor' }, auth: '7.token' }),
    );
    expect(savedItems(state)).toEqual([
      { id: 1, nom: 'peli-1.mkv', dsk: 'disco1', est: 'Pendiente' },
      { id: 4, nom: 'peli-4.mkv', dsk: 'd', est: 'Pendiente' },
      { id: 7, nom: 'peli-7.mkv', dsk: 'g', est: 'Cancelada', auth: '7.token' },
    ]);
  });

  it('restores the saved queue and starts it', () => {
    const { state, effects } = play(signedIn, {
      type: 'restore',
      items: [
        { ...file(1), est: 'Pendiente' },
        { ...file(2), est: 'Pendiente' },
        { ...file(3, 'b'), est: 'Cancelada' },
      ],
    });
    expect(states(state)).toEqual([
      [1, 'Activando'],
      [2, 'Pendiente'],
      [3, 'Cancelada'],
    ]);
    expect(effects).toEqual([{ type: 'init', id: 1 }]);
  });

  it('keeps items queued before the restore, after the saved ones', () => {
    const before = play(signedIn, { type: 'add', items: [file(9, 'z')] }).state;
    const { state } = play(before, {
      type: 'restore',
      items: [
        { ...file(9, 'z'), est: 'Pendiente' },
        { ...file(1), est: 'Pendiente' },
      ],
    });
    expect(states(state)).toEqual([
      [1, 'Activando'],
      [9, 'Activando'],
    ]);
  });

  it('makes at most 10 start attempts at startup', () => {
    const saved = Array.from({ length: 12 }, (_, i) => ({
      ...file(i + 1, `d${i}`),
      est: 'Pendiente' as const,
    }));
    const { state, effects } = play(signedIn, { type: 'restore', items: saved });
    expect(effects).toHaveLength(STARTUP_START_ATTEMPTS);
    expect(state.items.filter((i) => i.est === 'Pendiente').map((i) => i.id)).toEqual([11, 12]);
  });

  it('counts failed startup attempts: a queue that cannot start stops after 10', () => {
    const saved = Array.from({ length: 12 }, (_, i) => ({
      ...file(i + 1),
      est: 'Pendiente' as const,
    }));
    let { state } = play(signedIn, { type: 'restore', items: saved });
    let attempts = 1;
    for (;;) {
      const starting = state.items.find((i) => i.est === 'Activando');
      if (!starting) break;
      const next = play(state, { type: 'startFailed', id: starting.id, status: 403 });
      state = next.state;
      attempts += next.effects.length;
    }
    expect(attempts).toBe(10);
    expect(state.items.filter((i) => i.est === 'Error')).toHaveLength(10);
    expect(state.items.filter((i) => i.est === 'Pendiente')).toHaveLength(2);
    // The user's next action lifts the allowance.
    const { effects } = play(state, { type: 'add', items: [file(50)] });
    expect(effects).toEqual([{ type: 'init', id: 11 }]);
  });

  it('a successful start ends the startup allowance', () => {
    const saved = [{ ...file(1), est: 'Pendiente' as const }];
    const restored = play(signedIn, { type: 'restore', items: saved }).state;
    expect(restored.startupStarts).toBe(STARTUP_START_ATTEMPTS - 1);
    expect(play(restored, { type: 'started', id: 1, idd: 3 }).state.startupStarts).toBeNull();
  });

  it('waits for the session before starting saved items without a token', () => {
    const { state, effects } = play(emptyQueue, {
      type: 'restore',
      items: [{ ...file(1), est: 'Pendiente' }],
    });
    expect(effects).toEqual([]);
    expect(state.startupStarts).toBe(STARTUP_START_ATTEMPTS);
    expect(play(state, { type: 'permission', mayDownload: true }).effects).toEqual([
      { type: 'init', id: 1 },
    ]);
    // Nothing changes when the permission is already known.
    expect(reduce(state, { type: 'permission', mayDownload: false }).state).toBe(state);
  });
});
