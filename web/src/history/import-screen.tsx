import type { HistoryImportAnswer } from '@cineclub/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ask } from '../api/call';
import { useSession } from '../lib/session';
import { texts } from '../texts-screens';
import { Button } from '../ui/button';
import { FileInput } from '../ui/file-input';
import { SignInPrompt } from '../ui/sign-in-prompt';
import { useDocumentTitle } from '../ui/use-document-title';
import { ChooseFilms } from './choose-films';
import { ImportSummary } from './import-summary';
import './history.css';

/**
 * /importar: a member brings their history from IMDb, Letterboxd or Trakt. Picking the file
 * sends it; the answer's counts and lists show, and the rows that could be more than one film
 * are put to the member, who chooses (a second call). A visitor is told to sign in.
 */
export function ImportScreen() {
  const { user, isLoading } = useSession();
  const [picker, setPicker] = useState(0);
  const upload = useMutation({
    // The name tells Letterboxd's watched.csv from its watchlist.csv; its end is what counts.
    mutationFn: (file: File) =>
      ask('importHistory', { body: file, query: { nombre: file.name.slice(-200) } }),
  });
  useDocumentTitle(texts.history.title);
  const answer: HistoryImportAnswer | undefined = upload.data;

  return (
    <section className="history-import">
      <h1 className="page-title">{texts.history.title}</h1>
      {user ? (
        <>
          <p>{texts.history.intro}</p>
          <ul className="history-formats">
            {texts.history.formats.map((format) => (
              <li key={format}>{format}</li>
            ))}
          </ul>
          <label className="field-label" htmlFor="history-file">
            {texts.history.fileLabel}
          </label>
          <FileInput
            key={picker}
            id="history-file"
            accept=".csv,.zip,.json,text/csv,application/zip,application/json"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
          {upload.isPending && <p role="status">{texts.history.importing}</p>}
          {upload.isError && (
            <p role="alert" className="form-error">
              {upload.error.message}
            </p>
          )}
          {answer && (
            <>
              <ImportSummary answer={answer} />
              {answer.aElegir.length > 0 && <ChooseFilms asked={answer.aElegir} />}
              <Button
                onClick={() => {
                  upload.reset();
                  setPicker(picker + 1);
                }}
              >
                {texts.history.another}
              </Button>
            </>
          )}
        </>
      ) : isLoading ? null : (
        <SignInPrompt text={texts.history.signIn} />
      )}
    </section>
  );
}
