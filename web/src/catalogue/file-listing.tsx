import type { FilmFile, FilmTorrent } from '@cineclub/contract';
import { type ReactNode, useId, useState } from 'react';
import { formatBytes } from '../lib/format';
import { texts } from '../texts';

/** SPEC §9: the listing opens by itself under 4 files; above 3, 'Ver descargas' and 'DESCARGAR TODAS'. */
export const AUTO_OPEN_BELOW = 4;

export function listingRules(fileCount: number): { startsOpen: boolean; showButtons: boolean } {
  return { startsOpen: fileCount < AUTO_OPEN_BELOW, showButtons: fileCount >= AUTO_OPEN_BELOW };
}

/**
 * Room left for the downloads area: per-file and per-torrent actions, and what 'DESCARGAR
 * TODAS' does. Until that area plugs in, the listing shows what there is and the button is
 * disabled.
 */
export interface DownloadSlots {
  fileActions?: (file: FilmFile) => ReactNode;
  torrentActions?: (torrent: FilmTorrent) => ReactNode;
  onDownloadAll?: () => void;
}

export function FileListing({
  files,
  torrents,
  slots = {},
  showDirs = false,
  headingLevel = 3,
}: {
  files: FilmFile[];
  torrents: FilmTorrent[];
  slots?: DownloadSlots;
  /** File folders show on the admin path only (SPEC §6). */
  showDirs?: boolean;
  /** h2 under the film page's h1, h3 under a list card's h2: headings keep their order. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rules = listingRules(files.length);
  const [open, setOpen] = useState(rules.startsOpen);
  const listId = useId();
  if (!files.length && !torrents.length) {
    return <p className="file-listing-none">{texts.files.none}</p>;
  }
  return (
    <section className="file-listing" aria-label={texts.files.title}>
      {rules.showButtons ? (
        <div className="file-listing-buttons">
          <button
            type="button"
            className="btn"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? texts.files.hide : texts.files.show}
          </button>
          <button
            type="button"
            className="btn"
            disabled={!slots.onDownloadAll}
            onClick={slots.onDownloadAll}
          >
            {texts.files.downloadAll}
          </button>
        </div>
      ) : null}
      <div id={listId} hidden={!open}>
        {files.length ? (
          <>
            <Heading className="file-listing-title">{texts.files.title}</Heading>
            <ul className="files">
              {files.map((file) => (
                <li key={file.id} className="file">
                  <span className="file-name">
                    {showDirs && file.dir ? <span className="file-dir">{file.dir}/</span> : null}
                    {file.nom}
                  </span>
                  <span className="file-size">{formatBytes(file.tam)}</span>
                  {file.comen ? <span className="file-comment">{file.comen}</span> : null}
                  {slots.fileActions?.(file)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {torrents.length ? (
          <>
            <Heading className="file-listing-title">{texts.files.torrents}</Heading>
            <ul className="files">
              {torrents.map((torrent) => (
                <li key={torrent.code} className="file">
                  <span className="file-name">{torrent.nom}</span>
                  {slots.torrentActions?.(torrent)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
