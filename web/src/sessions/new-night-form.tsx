import { FILM_NIGHT, type FilmNightSuggestions } from '@cineclub/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Plus, X } from 'lucide-react';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { ask } from '../api/call';
import { texts } from '../texts-screens';
import { Button } from '../ui/button';
import { searchQuery, sessionKeys, suggestionsQuery } from './api';
import { fromLocalInput, toLocalInput } from './when';

const t = texts.sessions;
type Film = FilmNightSuggestions['pelis'][number];

/** Next Friday at 21:00, the vote closing the day before at the same hour: a sensible start. */
function defaultTimes() {
  const date = new Date();
  date.setDate(date.getDate() + ((5 - date.getDay() + 7) % 7 || 7));
  date.setHours(21, 0, 0, 0);
  const when = Math.floor(date.getTime() / 1000);
  return { when, deadline: when - 86_400 };
}

/** 'Nueva sesión': title, when, where, the vote's deadline and two to eight films. */
export function NewNightForm() {
  const times = defaultTimes();
  const [title, setTitle] = useState('');
  const [place, setPlace] = useState('');
  const [when, setWhen] = useState(toLocalInput(times.when));
  const [deadline, setDeadline] = useState(toLocalInput(times.deadline));
  const [films, setFilms] = useState<Film[]>([]);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const propose = useMutation({
    mutationFn: () =>
      ask('proposeFilmNight', {
        body: {
          titulo: title,
          lugar: place,
          cuando: fromLocalInput(when),
          cierre: fromLocalInput(deadline),
          candidatas: films.map((film) => film.id),
        },
      }),
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.list() });
      void navigate(`/sesion/${id}`);
    },
    onError: (failure) => setError(failure.message),
  });
  const toggle = (film: Film) => {
    setError(null);
    setFilms((chosen) =>
      chosen.some((one) => one.id === film.id)
        ? chosen.filter((one) => one.id !== film.id)
        : chosen.length < FILM_NIGHT.maxCandidates
          ? [...chosen, film]
          : chosen,
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (films.length < FILM_NIGHT.minCandidates) return setError(t.needTwo);
    setError(null);
    propose.mutate();
  };
  return (
    <form id="new-night" className="new-night" onSubmit={submit} aria-label={t.newSession}>
      <div className="new-night-fields">
        <Field label={t.fields.title} value={title} onChange={setTitle}>
          {{ placeholder: t.fields.titlePlaceholder, maxLength: FILM_NIGHT.titleMax }}
        </Field>
        <Field label={t.fields.place} value={place} onChange={setPlace}>
          {{ placeholder: t.fields.placePlaceholder, maxLength: FILM_NIGHT.placeMax }}
        </Field>
        <Field label={t.fields.when} value={when} onChange={setWhen}>
          {{ type: 'datetime-local' }}
        </Field>
        <Field label={t.fields.deadline} value={deadline} onChange={setDeadline}>
          {{ type: 'datetime-local' }}
        </Field>
      </div>
      <fieldset className="new-night-films">
        <legend>{t.fields.candidates}</legend>
        <p className="muted" aria-live="polite">
          {t.chosen(films.length)}
        </p>
        <ul className="picked">
          {films.map((film) => (
            <li key={film.id}>
              <button
                type="button"
                className="chip"
                onClick={() => toggle(film)}
                aria-label={t.remove(film.nom)}
              >
                {film.nom} <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <FilmSearch chosen={films} onToggle={toggle} />
        <Suggestions chosen={films} onToggle={toggle} />
      </fieldset>
      {error ? (
        <p role="alert" className="form-error">
          {t.failed(error)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={propose.isPending}>
        {propose.isPending ? t.proposing : t.propose}
      </Button>
    </form>
  );
}

interface PickProps {
  chosen: Film[];
  onToggle: (film: Film) => void;
}

function FilmSearch({ chosen, onToggle }: PickProps) {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text.trim());
  const found = useQuery(searchQuery(deferred));
  return (
    <div className="film-search">
      <label>
        {t.fields.search}
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t.fields.searchPlaceholder}
        />
      </label>
      {deferred.length >= 2 && found.data ? (
        <FilmChoices films={found.data.pelis} chosen={chosen} onToggle={onToggle} />
      ) : null}
    </div>
  );
}

function Suggestions({ chosen, onToggle }: PickProps) {
  const suggestions = useQuery(suggestionsQuery());
  if (!suggestions.data) return null;
  return (
    <div className="suggestions">
      <h3>{t.suggestionsTitle}</h3>
      {suggestions.data.pelis.length ? (
        <FilmChoices films={suggestions.data.pelis} chosen={chosen} onToggle={onToggle} />
      ) : (
        <p className="muted">{t.noSuggestions}</p>
      )}
    </div>
  );
}

function FilmChoices({ films, chosen, onToggle }: PickProps & { films: Film[] }) {
  return (
    <ul className="film-choices">
      {films.map((film) => {
        const picked = chosen.some((one) => one.id === film.id);
        return (
          <li key={film.id}>
            <button
              type="button"
              className="film-choice"
              aria-pressed={picked}
              aria-label={picked ? t.remove(film.nom) : t.add(film.nom)}
              onClick={() => onToggle(film)}
            >
              {picked ? (
                <Check size={16} aria-hidden="true" />
              ) : (
                <Plus size={16} aria-hidden="true" />
              )}
              <span className="film-choice-title">
                {film.nom}
                {film.anio ? ` (${film.anio})` : ''}
              </span>
              <span className="film-choice-meta">
                {[
                  film.quieren ? t.wanted(film.quieren) : '',
                  film.descargable ? t.downloadable : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** A required field of the form: its label around its input. */
function Field(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: { type?: string; placeholder?: string; maxLength?: number };
}) {
  return (
    <label>
      {props.label}
      <input
        {...props.children}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        required
      />
    </label>
  );
}
