/**
 * The download queue of SPEC §4 as a pure state machine: `reduce(state, event)` answers the new
 * state and the effects to run (calls, timers, the browser download, an alert). No I/O, no
 * timers, no React, no texts: `driver.ts` runs the effects, `queue-store.ts` binds it to the
 * page, and the views word an item's error (`error-text.ts`).
 */

export type DownloadState =
  | 'Pendiente'
  | 'Activando'
  | 'Activa'
  | 'Pausada'
  | 'OK'
  | 'Error'
  | 'Cancelada';

/** Why a download failed, as SPEC §8 names it; the views word it from `texts.ts`. */
export type DownloadErrorKind = 'forbidden' | 'badLink' | 'expired' | 'noDownload' | 'monitor';

/**
 * An item's error: a kind, or for a refusal SPEC §8 does not name (a status it gives no words
 * for) the server's own message, which is already Spanish.
 */
export type DownloadError = { kind: DownloadErrorKind } | { kind: 'server'; message: string };

export interface QueueItem {
  /** The file id: items are keyed by it. */
  id: number;
  nom: string;
  /** The file's disk: one item per disk runs at a time. */
  dsk: string;
  est: DownloadState;
  /** The server's download id, once it gave one. */
  idd: number | null;
  /** Progress percent. */
  pcj: number;
  /** Why the item is Error or Cancelada (SPEC §8). */
  error?: DownloadError;
  /** Share token of a download started from a share link: it needs no session. */
  auth?: string;
}

/** What 'Descargar' puts in the queue. */
export type NewItem = Pick<QueueItem, 'id' | 'nom' | 'dsk' | 'auth'>;

/** What `lisDesc` keeps of an item: only pending and cancelled ones are saved. */
export type SavedItem = NewItem & { est: 'Pendiente' | 'Cancelada' };

export interface QueueState {
  /** In the order they were queued. */
  items: QueueItem[];
  /** The user has bajed2: items without a share token may start. */
  mayDownload: boolean;
  /**
   * Starts left of the startup allowance (SPEC §9: up to 10 start attempts at startup), so a
   * saved queue that cannot start does not walk through every item; null once the queue runs
   * normally (a start succeeded or the user did something).
   */
  startupStarts: number | null;
}

export type QueueEvent =
  /** At startup: the saved queue. */
  | { type: 'restore'; items: SavedItem[] }
  /** The session said whether the user has bajed2. */
  | { type: 'permission'; mayDownload: boolean }
  | { type: 'add'; items: NewItem[] }
  | { type: 'started'; id: number; idd: number }
  | { type: 'startFailed'; id: number; status: number; message?: string }
  | { type: 'progress'; id: number; pcj: number }
  | { type: 'monitorFailed'; id: number }
  | { type: 'pause'; id: number }
  | { type: 'resume'; id: number }
  | { type: 'commandFailed'; id: number; op: CommandOp }
  | { type: 'recover'; id: number }
  | { type: 'remove'; id: number }
  | { type: 'clean' }
  /** Start what may start now (a scheduled start). */
  | { type: 'pump' };

export type CommandOp = 'p' | 'c';

export type QueueEffect =
  | { type: 'init'; id: number; auth?: string }
  | { type: 'monitor'; id: number; idd: number; auth?: string }
  | { type: 'stopMonitor'; id: number }
  | { type: 'command'; id: number; idd: number; op: CommandOp; auth?: string }
  /** Dispatch a `pump` after this many milliseconds. */
  | { type: 'schedule'; after: number }
  /** The item reached OK: hand the file to the browser. */
  | { type: 'deliver'; item: QueueItem }
  | { type: 'alert'; error: DownloadError };

export interface Transition {
  state: QueueState;
  effects: QueueEffect[];
}

/** SPEC §9. */
export const NEXT_START_AFTER_OK_MS = 10;
export const RETRY_AFTER_RECOVER_MS = 5000;
export const STARTUP_START_ATTEMPTS = 10;

export const emptyQueue: QueueState = { items: [], mayDownload: false, startupStarts: null };

/** States that hold the item's disk: a pending item of that disk waits (SPEC §4). */
const HOLDS_DISK: ReadonlySet<DownloadState> = new Set(['Activando', 'Activa', 'Pausada']);
/** States that may be removed one by one (SPEC §4). */
const REMOVABLE: ReadonlySet<DownloadState> = new Set(['OK', 'Error', 'Cancelada']);

export function canRemove(item: QueueItem): boolean {
  return REMOVABLE.has(item.est);
}

/** Finished (OK, Error) or idle (Pendiente, Cancelada): what 'Limpiar' removes. */
function isSettled(item: QueueItem): boolean {
  return !HOLDS_DISK.has(item.est);
}

/** 'Limpiar' shows when more than 2 items are finished or idle (SPEC §4). */
export function canClean(state: QueueState): boolean {
  return state.items.filter(isSettled).length > 2;
}

/** What `lisDesc` keeps: pending, paused (as pending) and cancelled items (SPEC §4). */
export function savedItems(state: QueueState): SavedItem[] {
  const saved: SavedItem[] = [];
  for (const item of state.items) {
    if (item.est !== 'Pendiente' && item.est !== 'Pausada' && item.est !== 'Cancelada') continue;
    const est = item.est === 'Cancelada' ? 'Cancelada' : 'Pendiente';
    saved.push({
      id: item.id,
      nom: item.nom,
      dsk: item.dsk,
      est,
      ...(item.auth ? { auth: item.auth } : {}),
    });
  }
  return saved;
}

const START_ERRORS: Readonly<Record<number, DownloadErrorKind>> = {
  403: 'forbidden',
  500: 'badLink',
  410: 'expired',
  404: 'noDownload',
};

/**
 * The error of a failed start (SPEC §8). Statuses the spec does not name keep the server's
 * message; a call that got no answer at all says the link failed.
 */
export function startError(status: number, message?: string): DownloadError {
  const kind = START_ERRORS[status];
  if (kind) return { kind };
  return message === undefined ? { kind: 'badLink' } : { kind: 'server', message };
}

function pending(item: NewItem): QueueItem {
  return { ...item, est: 'Pendiente', idd: null, pcj: 0 };
}

function authOf(item: QueueItem): { auth?: string } {
  return item.auth ? { auth: item.auth } : {};
}

/** Builds a transition: items change by id, effects pile up in order. */
class Step {
  readonly effects: QueueEffect[] = [];
  constructor(public state: QueueState) {}

  find(id: number): QueueItem | undefined {
    return this.state.items.find((item) => item.id === id);
  }

  update(id: number, change: Partial<QueueItem>): void {
    this.state = {
      ...this.state,
      items: this.state.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
    };
  }

  set(change: Partial<QueueState>): void {
    this.state = { ...this.state, ...change };
  }

  /** The user acted: the startup allowance no longer applies. */
  userActed(): void {
    if (this.state.startupStarts !== null) this.set({ startupStarts: null });
  }

  /**
   * Starts, in queue order, every pending item whose disk holds no starting, active or paused
   * item (SPEC §4), one per disk, within the startup allowance.
   */
  pump(): void {
    const busy = new Set(this.state.items.filter((i) => HOLDS_DISK.has(i.est)).map((i) => i.dsk));
    for (const item of this.state.items) {
      if (item.est !== 'Pendiente' || busy.has(item.dsk)) continue;
      if (!item.auth && !this.state.mayDownload) continue;
      const left = this.state.startupStarts;
      if (left === 0) return;
      if (left !== null) this.set({ startupStarts: left - 1 });
      busy.add(item.dsk);
      this.update(item.id, { est: 'Activando', idd: null, pcj: 0, error: undefined });
      this.effects.push({ type: 'init', id: item.id, ...authOf(item) });
    }
  }

  /** Sends a command and moves the item as it asks. */
  command(item: QueueItem, op: CommandOp): void {
    if (item.idd === null) return;
    this.update(item.id, { est: op === 'p' ? 'Pausada' : 'Activa' });
    this.effects.push({ type: 'command', id: item.id, idd: item.idd, op, ...authOf(item) });
  }

  /** SPEC §4: when pausing or continuing, a paused item of the same disk is resumed first. */
  resumeOthersOnDisk(item: QueueItem): void {
    for (const other of this.state.items) {
      if (other.id !== item.id && other.dsk === item.dsk && other.est === 'Pausada') {
        this.command(other, 'c');
      }
    }
  }

  /** The item stops for good (Cancelada): its monitor closes and its disk frees up. */
  cancel(id: number, error?: DownloadError): void {
    this.update(id, { est: 'Cancelada', error });
    this.effects.push({ type: 'stopMonitor', id });
    this.pump();
  }

  done(): Transition {
    return { state: this.state, effects: this.effects };
  }
}

/** One transition of the queue. Events that do not apply to the item's state change nothing. */
export function reduce(state: QueueState, event: QueueEvent): Transition {
  const step = new Step(state);
  switch (event.type) {
    case 'restore': {
      const known = new Set(state.items.map((item) => item.id));
      const restored = event.items
        .filter((item) => !known.has(item.id))
        .map((item) => ({ ...pending(item), est: item.est }));
      step.set({
        items: [...restored, ...state.items],
        startupStarts: STARTUP_START_ATTEMPTS,
      });
      step.pump();
      break;
    }
    case 'permission':
      if (event.mayDownload === state.mayDownload) break;
      step.set({ mayDownload: event.mayDownload });
      step.pump();
      break;
    case 'add': {
      step.userActed();
      for (const item of event.items) {
        const current = step.find(item.id);
        if (!current) {
          step.set({ items: [...step.state.items, pending(item)] });
        } else if (canRemove(current)) {
          // A finished item queued again downloads again.
          step.update(item.id, pending(item));
        }
      }
      step.pump();
      break;
    }
    case 'started': {
      const item = step.find(event.id);
      if (item?.est !== 'Activando') break;
      step.set({ startupStarts: null });
      step.update(item.id, { est: 'Activa', idd: event.idd, pcj: 0 });
      step.effects.push({ type: 'monitor', id: item.id, idd: event.idd, ...authOf(item) });
      break;
    }
    case 'startFailed': {
      if (step.find(event.id)?.est !== 'Activando') break;
      step.update(event.id, { est: 'Error', error: startError(event.status, event.message) });
      step.pump();
      break;
    }
    case 'progress': {
      const item = step.find(event.id);
      if (item?.est !== 'Activa' && item?.est !== 'Pausada') break;
      if (event.pcj < 0) {
        step.cancel(item.id);
      } else if (event.pcj >= 100) {
        step.update(item.id, { est: 'OK', pcj: 100 });
        step.effects.push(
          { type: 'stopMonitor', id: item.id },
          { type: 'deliver', item: { ...item, est: 'OK', pcj: 100 } },
          { type: 'schedule', after: NEXT_START_AFTER_OK_MS },
        );
      } else {
        step.update(item.id, { pcj: Math.round(event.pcj) });
      }
      break;
    }
    case 'monitorFailed': {
      const item = step.find(event.id);
      if (item?.est !== 'Activa' && item?.est !== 'Pausada') break;
      const error: DownloadError = { kind: 'monitor' };
      step.effects.push({ type: 'alert', error });
      step.cancel(item.id, error);
      break;
    }
    case 'pause':
    case 'resume': {
      const item = step.find(event.id);
      const from = event.type === 'pause' ? 'Activa' : 'Pausada';
      if (item?.est !== from) break;
      step.userActed();
      step.resumeOthersOnDisk(item);
      step.command(item, event.type === 'pause' ? 'p' : 'c');
      break;
    }
    case 'commandFailed': {
      const item = step.find(event.id);
      if (event.op === 'c') {
        // SPEC §8: a failed continue makes the item Cancelada.
        if (item?.est === 'Activa') step.cancel(item.id);
      } else if (item?.est === 'Pausada') {
        // The copy was not paused, so it still runs.
        step.update(item.id, { est: 'Activa' });
      }
      break;
    }
    case 'recover': {
      if (step.find(event.id)?.est !== 'Cancelada') break;
      step.userActed();
      step.update(event.id, { est: 'Pendiente', idd: null, pcj: 0, error: undefined });
      step.effects.push({ type: 'schedule', after: RETRY_AFTER_RECOVER_MS });
      break;
    }
    case 'remove': {
      const item = step.find(event.id);
      if (!item || !canRemove(item)) break;
      step.set({ items: step.state.items.filter((other) => other.id !== item.id) });
      break;
    }
    case 'clean':
      if (!canClean(state)) break;
      step.set({ items: state.items.filter((item) => !isSettled(item)) });
      break;
    case 'pump':
      step.pump();
      break;
  }
  return step.done();
}
