import { downloadEvents, pathOf, routes } from '@cineclub/contract';
import { ask } from '../api/call';
import type { MonitorHandlers, QueueApi } from './driver';
import type { CommandOp } from './queue';

/** A share download's calls carry its token (`?auth=`) instead of a session. */
function withAuth(path: string, auth: string | undefined): string {
  return auth ? `${path}?auth=${encodeURIComponent(auth)}` : path;
}

export function archUrl(idd: number, auth?: string): string {
  return withAuth(pathOf(routes.downloadFile, { id: idd }), auth);
}

function initDownload(fileId: number, auth?: string): Promise<number> {
  return ask('downloadInit', { params: { fileId: String(fileId) }, query: { auth } });
}

async function commandDownload(idd: number, op: CommandOp, auth?: string): Promise<void> {
  await ask('downloadCommand', { params: { id: String(idd), op }, query: { auth } });
}

/**
 * Follows GET monit with an EventSource. Any error closes it at once: EventSource would
 * otherwise reconnect by itself, and SPEC §8 makes a monitor error final (the item is Cancelada).
 */
function monitorDownload(idd: number, auth: string | undefined, on: MonitorHandlers) {
  const source = new EventSource(withAuth(pathOf(routes.downloadMonitor, { id: idd }), auth));
  source.addEventListener(downloadEvents.progress, (event) => {
    const pcj = Number(event.data);
    if (Number.isFinite(pcj)) on.progress(pcj);
  });
  source.addEventListener(downloadEvents.error, () => {
    source.close();
    on.error();
  });
  return () => source.close();
}

export const queueApi: QueueApi = {
  init: initDownload,
  command: commandDownload,
  monitor: monitorDownload,
};

/** GET compart: a token that lets anyone download the file for 24 h. */
export function shareToken(fileId: number): Promise<string> {
  return ask('shareLink', { params: { fileId: String(fileId) } });
}

/** GET torrent: the same-origin address of the .torrent file. */
export function torrentUrl(code: string): Promise<string> {
  return ask('torrentUrl', { params: { code } });
}

/**
 * Hands a same-origin file to the browser's downloads through a link with `download`: the
 * session cookie goes along and the page stays where it is.
 */
export function saveFile(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
