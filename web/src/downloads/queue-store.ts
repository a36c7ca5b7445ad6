import { useSyncExternalStore } from 'react';
import { browserStorage } from '../lib/storage';
import { archUrl, queueApi, saveFile } from './api';
import { createQueueDriver } from './driver';
import { downloadErrorText } from './error-text';
import { readSavedQueue, writeSavedQueue } from './local-settings';
import { type QueueState, savedItems } from './queue';

/**
 * The page's one download queue: the machine of queue.ts run against the real calls. It lives
 * in this module (loaded on demand, by the header's queue menu or a download button), so it
 * keeps running whatever screen is shown. The saved queue (`lisDesc`) is read when it loads and
 * written after every change.
 */
const storage = browserStorage();

/**
 * Leaving the page cuts its calls off, and the queue would take that for failures: a start
 * that fails makes the next pending item start, and a starting item is not saved, so it would
 * drop out of the saved queue. So from `beforeunload` on, nothing is saved or alerted. A
 * navigation that does not leave the page (one cancelled, or handed to another application)
 * lets it run on: a second later everything is as before, and the queue is saved again.
 */
let leaving = false;
let saved = '';

function save(): void {
  if (leaving) return;
  const items = savedItems(queue.get());
  const json = JSON.stringify(items);
  if (json === saved) return;
  saved = json;
  writeSavedQueue(storage, items);
}

window.addEventListener('beforeunload', () => {
  leaving = true;
  setTimeout(() => {
    leaving = false;
    save();
  }, 1000);
});

export const queue = createQueueDriver({
  api: queueApi,
  deliver: (item) => {
    if (item.idd !== null) saveFile(archUrl(item.idd, item.auth), item.nom);
  },
  alert: (error) => {
    if (!leaving) window.alert(downloadErrorText(error));
  },
});

queue.subscribe(save);
queue.dispatch({ type: 'restore', items: readSavedQueue(storage) });

export function useQueue(): QueueState {
  return useSyncExternalStore(queue.subscribe, queue.get);
}
