import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { texts } from '../texts';

/** Picks the year range of /popu/{ai}/{af} and /oscars/{ai}/{af}: both years are needed. */
export function YearsForm({
  list,
  from,
  to,
}: {
  list: 'popu' | 'oscars';
  from: string;
  to: string;
}) {
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const ai = String(data.get('ai') ?? '').trim();
    const af = String(data.get('af') ?? '').trim();
    if (ai && af) void navigate(`/${list}/${ai}/${af}`);
  };
  const year = { type: 'number', min: 1870, max: 2100, step: 1, required: true } as const;
  return (
    // The key makes the inputs follow the route when it changes under a mounted form.
    <form key={`${from}-${to}`} className="years-form" onSubmit={submit}>
      <fieldset>
        <legend>{texts.lists.years.legend}</legend>
        <label htmlFor={`${id}-ai`}>{texts.lists.years.from}</label>
        <input className="field" id={`${id}-ai`} name="ai" defaultValue={from} {...year} />
        <label htmlFor={`${id}-af`}>{texts.lists.years.to}</label>
        <input className="field" id={`${id}-af`} name="af" defaultValue={to} {...year} />
        <button type="submit" className="btn">
          {texts.lists.years.go}
        </button>
      </fieldset>
    </form>
  );
}
