import type { HistoryImportAnswer } from '@cineclub/contract';
import { useMutation } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { ask } from '../api/call';
import { texts } from '../texts-screens';
import { Button } from '../ui/button';

const { history } = texts;

type Asked = HistoryImportAnswer['aElegir'];

/**
 * The rows an import could not place, each with its candidate films as choices (and 'Ninguna',
 * the default: nothing is guessed). Saving sends the chosen ones.
 */
export function ChooseFilms({ asked }: { asked: Asked }) {
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const save = useMutation({
    mutationFn: () =>
      ask('chooseHistory', {
        body: {
          elecciones: Object.entries(chosen).flatMap(([index, peli]) => {
            const row = asked[Number(index)];
            return row ? [{ id: row.id, peli }] : [];
          }),
        },
      }),
  });
  const picked = Object.keys(chosen).length;

  return (
    <form
      className="history-choose"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <h3>{history.chooseTitle}</h3>
      <p>{history.chooseHint}</p>
      {asked.map(({ fila, candidatas }, index) => (
        <fieldset key={`${fila.titulo}|${fila.anio}`} disabled={save.isSuccess}>
          <legend>
            {fila.titulo}
            {fila.anio ? ` (${fila.anio})` : ''}
          </legend>
          {candidatas.map((film) => (
            <label key={film.id}>
              <input
                type="radio"
                name={`fila-${index}`}
                checked={chosen[index] === film.id}
                onChange={() => setChosen({ ...chosen, [index]: film.id })}
              />
              <span>
                {film.nom}
                {film.anio ? ` (${film.anio})` : ''}
                {film.nomo && film.nomo !== film.nom ? (
                  <span className="history-original"> · {film.nomo}</span>
                ) : null}
              </span>
            </label>
          ))}
          <label>
            <input
              type="radio"
              name={`fila-${index}`}
              checked={chosen[index] === undefined}
              onChange={() => {
                const { [index]: _dropped, ...rest } = chosen;
                setChosen(rest);
              }}
            />
            {history.none}
          </label>
        </fieldset>
      ))}
      {save.isError && (
        <p role="alert" className="form-error">
          {save.error.message}
        </p>
      )}
      {save.isSuccess ? (
        <p role="status" className="history-done">
          {history.chosenDone(save.data.importadas)}
        </p>
      ) : (
        <Button type="submit" variant="primary" icon={Check} disabled={!picked || save.isPending}>
          {save.isPending ? history.saving : history.saveChoices}
        </Button>
      )}
    </form>
  );
}
