import { type FilmFile, type FilmTorrent, type FullCard, pmanLink } from '@cineclub/contract';
import { useState } from 'react';
import { browserStorage } from '../lib/storage';
import { texts } from '../texts';
import { copyText } from '../ui/copy-link-button';
import { saveFile, shareToken, torrentUrl } from './api';
import { readMethod } from './local-settings';
import type { NewItem } from './queue';
import { queue, useQueue } from './queue-store';

function itemOf(file: FilmFile): NewItem {
  return { id: file.id, nom: file.nom, dsk: file.dsk };
}

/**
 * 'DESCARGAR TODAS': with method nav every file joins the queue; with pman the browser is handed
 * one download-manager link naming them all.
 */
export function downloadAll(film: FullCard): void {
  if (readMethod(browserStorage()) === 'pman') {
    window.location.href = pmanLink(film.arcs);
  } else {
    queue.dispatch({ type: 'add', items: film.arcs.map(itemOf) });
  }
}

/** A file's buttons: 'Descargar' (queue, or pman link) and 'Compartir'. */
export function FileButtons({ film, file }: { film: FullCard; file: FilmFile }) {
  const item = useQueue().items.find((queued) => queued.id === file.id);
  const method = readMethod(browserStorage());
  return (
    <span className="file-actions">
      {method === 'pman' ? (
        <a className="btn" href={pmanLink([file])}>
          {texts.downloads.download}
        </a>
      ) : (
        <button
          type="button"
          className="btn"
          onClick={() => queue.dispatch({ type: 'add', items: [itemOf(file)] })}
        >
          {texts.downloads.download}
        </button>
      )}
      {item ? (
        <span className="file-queue-state">
          {texts.downloads.state[item.est]} {texts.downloads.percent(item.pcj)}
        </span>
      ) : null}
      <ShareButton film={film} file={file} />
    </span>
  );
}

type ShareState = { link: string; copied: boolean } | { error: string } | null;

/** 'Compartir': asks for a 24 h token and shows the /peli/{id}/{txt}/{token} link to copy. */
function ShareButton({ film, file }: { film: FullCard; file: FilmFile }) {
  const [share, setShare] = useState<ShareState>(null);
  const ask = async () => {
    try {
      const token = await shareToken(file.id);
      const path = `/peli/${film.id}/${encodeURIComponent(file.nom)}/${encodeURIComponent(token)}`;
      setShare({ link: `${window.location.origin}${path}`, copied: false });
    } catch (error) {
      setShare({ error: texts.downloads.shareFailed((error as Error).message) });
    }
  };
  const copy = async (link: string) => setShare({ link, copied: await copyText(link) });
  return (
    <>
      <button type="button" className="btn" onClick={() => void ask()}>
        {texts.downloads.share}
      </button>
      {share && 'link' in share ? (
        <span className="share-link">
          <input
            className="field"
            readOnly
            value={share.link}
            aria-label={texts.downloads.shareLink}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn" onClick={() => void copy(share.link)}>
            {share.copied ? texts.downloads.copied : texts.downloads.copy}
          </button>
        </span>
      ) : null}
      {share && 'error' in share ? (
        <span role="alert" className="form-error">
          {share.error}
        </span>
      ) : null}
    </>
  );
}

/** A torrent's button: the server gives the .torrent's address, the browser downloads it. */
export function TorrentButton({ torrent }: { torrent: FilmTorrent }) {
  const [error, setError] = useState('');
  const download = async () => {
    try {
      setError('');
      saveFile(await torrentUrl(torrent.code), torrent.nom);
    } catch (failure) {
      setError(texts.downloads.torrentFailed((failure as Error).message));
    }
  };
  return (
    <span className="file-actions">
      <button type="button" className="btn" onClick={() => void download()}>
        {texts.downloads.downloadTorrent}
      </button>
      {error ? (
        <span role="alert" className="form-error">
          {error}
        </span>
      ) : null}
    </span>
  );
}
