/**
 * Runs the queue machine of `queue.ts`: keeps its state, runs each transition's effects through
 * an injected API and timers, and feeds their outcomes back as events. Tests hand in fakes and
 * Vitest's fake timers; `queue-store.ts` hands in the real calls.
 */
import { ApiError } from '../api/client';
import {
  type CommandOp,
  type DownloadError,
  emptyQueue,
  type QueueEffect,
  type QueueEvent,
  type QueueItem,
  type QueueState,
  reduce,
} from './queue';

export interface MonitorHandlers {
  progress: (pcj: number) => void;
  error: () => void;
}

/** The download calls the queue makes (SPEC §7); a failure rejects with an ApiError. */
export interface QueueApi {
  init: (fileId: number, auth?: string) => Promise<number>;
  command: (idd: number, op: CommandOp, auth?: string) => Promise<void>;
  /** Opens the progress stream; answers the function that closes it. */
  monitor: (idd: number, auth: string | undefined, on: MonitorHandlers) => () => void;
}

export interface DriverDeps {
  api: QueueApi;
  /** The item reached OK. */
  deliver: (item: QueueItem) => void;
  /** Tell the user at once (a monitor that failed): the store words it for `window.alert`. */
  alert: (error: DownloadError) => void;
  /** Defaults to the global timers, which Vitest's fake timers replace. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface QueueDriver {
  get: () => QueueState;
  dispatch: (event: QueueEvent) => void;
  subscribe: (listener: () => void) => () => void;
  /** Closes every stream and timer (tests; leaving the page does it anyway). */
  dispose: () => void;
}

function statusOf(error: unknown): { status: number; message?: string } {
  return error instanceof ApiError
    ? { status: error.status, message: error.message }
    : { status: 0 };
}

export function createQueueDriver(deps: DriverDeps, initial: QueueState = emptyQueue): QueueDriver {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as number));
  let state = initial;
  const listeners = new Set<() => void>();
  const monitors = new Map<number, () => void>();
  const timers = new Set<unknown>();
  /** Each download's last command not yet answered. */
  const commands = new Map<number, Promise<void>>();

  function dispatch(event: QueueEvent): void {
    const { state: next, effects } = reduce(state, event);
    if (next !== state) {
      state = next;
      for (const listener of listeners) listener();
    }
    for (const effect of effects) run(effect);
  }

  /**
   * Sends a download's commands one after the other, each once the one before was answered: a
   * pause and the continue clicked right after it would otherwise race on two connections, and
   * the server could end paused while the queue shows the download active.
   */
  function command(effect: Extract<QueueEffect, { type: 'command' }>): void {
    const send = () =>
      deps.api
        .command(effect.idd, effect.op, effect.auth)
        .catch(() => dispatch({ type: 'commandFailed', id: effect.id, op: effect.op }));
    const before = commands.get(effect.idd);
    const sent = before ? before.then(send) : send();
    commands.set(effect.idd, sent);
    void sent.then(() => {
      if (commands.get(effect.idd) === sent) commands.delete(effect.idd);
    });
  }

  function stopMonitor(id: number): void {
    monitors.get(id)?.();
    monitors.delete(id);
  }

  function run(effect: QueueEffect): void {
    switch (effect.type) {
      case 'init':
        deps.api.init(effect.id, effect.auth).then(
          (idd) => dispatch({ type: 'started', id: effect.id, idd }),
          (error: unknown) => dispatch({ type: 'startFailed', id: effect.id, ...statusOf(error) }),
        );
        break;
      case 'monitor':
        stopMonitor(effect.id);
        monitors.set(
          effect.id,
          deps.api.monitor(effect.idd, effect.auth, {
            progress: (pcj) => dispatch({ type: 'progress', id: effect.id, pcj }),
            error: () => dispatch({ type: 'monitorFailed', id: effect.id }),
          }),
        );
        break;
      case 'stopMonitor':
        stopMonitor(effect.id);
        break;
      case 'command':
        command(effect);
        break;
      case 'schedule': {
        const handle = setTimer(() => {
          timers.delete(handle);
          dispatch({ type: 'pump' });
        }, effect.after);
        timers.add(handle);
        break;
      }
      case 'deliver':
        deps.deliver(effect.item);
        break;
      case 'alert':
        deps.alert(effect.error);
        break;
    }
  }

  return {
    get: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      for (const close of monitors.values()) close();
      monitors.clear();
      for (const handle of timers) clearTimer(handle);
      timers.clear();
    },
  };
}
