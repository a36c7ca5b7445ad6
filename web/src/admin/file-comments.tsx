import type { FilmFile, FullCard } from '@cineclub/contract';
import { useState } from 'react';
import { formatBytes } from '../lib/format';
import { texts } from '../texts-screens';
import { useFileComment } from './api';
import { Failure, Panel } from './parts';

function FileComment({ file }: { file: FilmFile }) {
  const [comen, setComen] = useState(file.comen);
  const save = useFileComment();
  const path = `${file.dsk}:${file.dir ? `${file.dir}/` : ''}${file.nom}`;
  return (
    <li className="admin-file">
      <span className="admin-file-path">{path}</span>{' '}
      <span className="muted">{formatBytes(file.tam)}</span>
      <form
        className="admin-row"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ fileId: file.id, comen: comen.trim() });
        }}
      >
        <input
          className="field"
          aria-label={texts.admin.film.fileComment(file.nom)}
          value={comen}
          maxLength={1000}
          onChange={(event) => {
            save.reset();
            setComen(event.target.value);
          }}
        />
        <button
          type="submit"
          className="btn"
          disabled={save.isPending || comen.trim() === file.comen}
        >
          {texts.admin.save}
        </button>
        {save.isSuccess ? <span className="admin-ok">{texts.admin.saved}</span> : null}
      </form>
      <Failure error={save.error} />
    </li>
  );
}

/** Each file where it sits on its disk, with its comment to edit. */
export function FileComments({ film }: { film: FullCard }) {
  return (
    <Panel title={texts.admin.film.files}>
      {film.arcs.length ? (
        <ul className="admin-list">
          {film.arcs.map((file) => (
            <FileComment key={file.id} file={file} />
          ))}
        </ul>
      ) : (
        <p className="muted">{texts.admin.film.noFiles}</p>
      )}
    </Panel>
  );
}
