import { systemClock } from '../../clock.js';
import { requestNotifier } from '../../community/service.js';
import type { Db } from '../../db/connection.js';
import type { OnProgress } from '../../import/progress.js';
import { type ScanOptions, type ScanSummary, scanDisks } from '../../import/scan.js';
import { createOutboxQueries } from '../../notify/outbox-queries.js';
import { queueDisksMissing } from '../../notify/owner-events.js';
import type { Notifier } from '../../notify/queue.js';

/**
 * The disk scan with its notices (issue 44), the same from the admin screen and the terminal:
 * a film's first file tells its requesters (outbox rows in the transaction that records the
 * file, so a running server's sender delivers what a terminal's scan queued), and a disk of
 * DISKS that was not there tells the owner. `actor`: who ran it, never told (null: a terminal).
 */
export async function scanWithNotices(
  db: Db,
  options: Omit<ScanOptions, 'events'>,
  notify: { notifier?: Notifier; actor: number | null },
  onProgress?: OnProgress,
): Promise<ScanSummary> {
  const now = options.now ?? systemClock();
  const events = requestNotifier(now, notify.notifier);
  const summary = await scanDisks(db, { ...options, now, events }, onProgress);
  const { notifier } = notify;
  if (notifier) {
    const scan = { disks: summary.disks, pruned: Boolean(options.prune) };
    await createOutboxQueries(db).atomically((trx) =>
      queueDisksMissing(notifier, trx, scan, notify.actor),
    );
  }
  return summary;
}
