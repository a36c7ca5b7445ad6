import { type FullCard, listCodes } from '@cineclub/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { genresQuery } from '../api/genres';
import { texts } from '../texts-screens';
import { useFilmUpdate } from './api';
import { type FilmForm as Form, filmFormOf, filmUpdateOf, roleLabels, roles } from './film-form';
import { Check, Failure, Field, Panel } from './parts';

type TextField = 'nom' | 'nomo' | 'nomen' | 'anio' | 'dura' | 'imdb';
const textFields: { name: TextField; numeric?: boolean }[] = [
  { name: 'nom' },
  { name: 'nomo' },
  { name: 'nomen' },
  { name: 'anio', numeric: true },
  { name: 'dura', numeric: true },
  { name: 'imdb' },
];

/**
 * Every field of the card (titles, year, runtime, IMDb id, synopsis, genres, people by role,
 * list positions), checked here and sent whole to `PUT /admin/pel/ficha/{id}`; the server
 * writes an audit line per changed field.
 */
export function FilmForm({ film }: { film: FullCard }) {
  const [form, setForm] = useState<Form>(() => filmFormOf(film));
  const [errors, setErrors] = useState<string[]>([]);
  const update = useFilmUpdate(film.id);
  const { data: genres = {} } = useQuery(genresQuery());
  const change = (patch: Partial<Form>) => {
    update.reset();
    setForm((current) => ({ ...current, ...patch }));
  };
  const labels = texts.admin.film;

  return (
    <Panel title={labels.formTitle} className="admin-film-form">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const result = filmUpdateOf(form);
          if ('errors' in result) {
            setErrors(result.errors);
            return;
          }
          setErrors([]);
          update.mutate(result.body);
        }}
      >
        <div className="admin-fields">
          {textFields.map(({ name, numeric }) => (
            <Field key={name} label={labels[name]} className={`admin-field-${name}`}>
              <input
                className="field"
                name={name}
                inputMode={numeric ? 'numeric' : undefined}
                value={form[name]}
                onChange={(event) => change({ [name]: event.target.value })}
              />
            </Field>
          ))}
        </div>
        <Field label={labels.arg}>
          <textarea
            className="field"
            name="arg"
            rows={5}
            value={form.arg}
            onChange={(event) => change({ arg: event.target.value })}
          />
        </Field>
        <fieldset className="admin-genres">
          <legend>{labels.gens}</legend>
          {Object.entries(genres).map(([code, name]) => (
            <Check
              key={code}
              label={name}
              checked={form.gens.includes(code)}
              onChange={(on) =>
                change({
                  gens: on ? [...form.gens, code] : form.gens.filter((gen) => gen !== code),
                })
              }
            />
          ))}
        </fieldset>
        <fieldset className="admin-people">
          <legend>{labels.people}</legend>
          <p className="muted">{labels.peopleHint}</p>
          {roles.map((role) => (
            <Field key={role} label={roleLabels[role]}>
              <textarea
                className="field"
                name={`pers-${role}`}
                rows={role === 'a' ? 6 : 2}
                value={form.pers[role]}
                onChange={(event) => change({ pers: { ...form.pers, [role]: event.target.value } })}
              />
            </Field>
          ))}
        </fieldset>
        <fieldset className="admin-lists">
          <legend>{labels.lists}</legend>
          <p className="muted">{labels.listsHint}</p>
          {listCodes.map((code) => (
            <Field key={code} label={texts.curatedLists[code].name}>
              <input
                className="field"
                inputMode="numeric"
                value={form.cols[code]}
                onChange={(event) => change({ cols: { ...form.cols, [code]: event.target.value } })}
              />
            </Field>
          ))}
        </fieldset>
        {errors.length ? (
          <ul role="alert" className="form-error admin-errors">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
        <Failure error={update.error} />
        <div className="admin-row">
          <button type="submit" className="btn admin-primary" disabled={update.isPending}>
            {labels.saveFilm}
          </button>
          {update.isSuccess ? (
            <span role="status" className="admin-ok">
              {labels.savedFilm}
            </span>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}
