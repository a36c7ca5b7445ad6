import { texts } from '../texts';
import type { DownloadError } from './queue';

/** How a queue item's error reads (SPEC §8). */
export function downloadErrorText(error: DownloadError): string {
  return error.kind === 'server' ? error.message : texts.downloads.errors[error.kind];
}
