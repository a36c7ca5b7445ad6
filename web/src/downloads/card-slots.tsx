import type { FilmFile, FilmTorrent, FullCard } from '@cineclub/contract';
import { lazy, Suspense } from 'react';

// The buttons and the queue behind them load when a bajed2 user's card shows them.
const FileButtons = lazy(async () => ({ default: (await import('./file-buttons')).FileButtons }));
const TorrentButton = lazy(async () => ({
  default: (await import('./file-buttons')).TorrentButton,
}));

/**
 * What the film card's listing gets from the downloads area (file-listing.tsx DownloadSlots):
 * per-file and per-torrent buttons and 'DESCARGAR TODAS'. For users with bajed2 only (SPEC §6):
 * the caller decides.
 */
export function downloadSlots(film: FullCard) {
  return {
    fileActions: (file: FilmFile) => (
      <Suspense fallback={null}>
        <FileButtons film={film} file={file} />
      </Suspense>
    ),
    torrentActions: (torrent: FilmTorrent) => (
      <Suspense fallback={null}>
        <TorrentButton torrent={torrent} />
      </Suspense>
    ),
    onDownloadAll: () => {
      void import('./file-buttons').then(({ downloadAll }) => downloadAll(film));
    },
  };
}
