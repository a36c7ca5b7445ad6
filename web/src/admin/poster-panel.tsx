import { type FullCard, POSTER_MAX_BYTES, posterKindOf, posterPath } from '@cineclub/contract';
import { useId, useState } from 'react';
import { texts } from '../texts-screens';
import { FileInput } from '../ui/file-input';
import { usePosterUpload } from './api';
import { Failure, Panel, Problem } from './parts';

const MB = 1024 * 1024;

/** Why a file cannot be a poster (size, then kind by its first bytes), or null if it can. */
export async function posterProblem(file: File): Promise<string | null> {
  if (file.size > POSTER_MAX_BYTES) return texts.admin.film.posterTooBig(POSTER_MAX_BYTES / MB);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return posterKindOf(head) ? null : texts.admin.film.posterBadType;
}

/**
 * The poster and its upload. The image is checked here as the server checks it (type by its
 * bytes, size); the shown poster's address carries the poster id, so a new one is not hidden
 * by the browser's cache.
 */
export function PosterPanel({ film }: { film: FullCard }) {
  const [problem, setProblem] = useState<string | null>(null);
  const upload = usePosterUpload(film.id);
  const fieldId = useId();
  const labels = texts.admin.film;
  return (
    <Panel title={labels.poster} className="admin-poster">
      <img
        src={posterPath(film.id, film.poster)}
        alt={texts.film.posterOf(film.nom)}
        width={120}
        height={180}
      />
      <div>
        <label htmlFor={fieldId}>{labels.posterFile}</label>
        <p className="muted">{labels.posterHint}</p>
        <FileInput
          id={fieldId}
          accept="image/jpeg,image/png,image/webp"
          disabled={upload.isPending}
          onChange={async (event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            upload.reset();
            if (!file) return;
            const why = await posterProblem(file);
            setProblem(why);
            if (!why) upload.mutate(file, { onSettled: () => (input.value = '') });
          }}
        />
        <Problem text={problem} />
        <Failure error={upload.error} />
        {upload.isSuccess ? (
          <p role="status" className="admin-ok">
            {labels.posterDone}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}
