import { type ReactNode, useId, useState } from 'react';
import { texts } from '../texts-screens';

/** Small pieces every admin section uses. */

const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short' });

/** Unix seconds as a short Spanish date and time. */
export function formatTime(seconds: number): string {
  return dateTime.format(seconds * 1000);
}

/** Why something cannot be done, said in the page; nothing while all is well. */
export function Problem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="form-error">
      {text}
    </p>
  );
}

/** A failed call or a refused change, said in the server's words. */
export function Failure({ error }: { error: Error | null }) {
  return <Problem text={error && texts.admin.failed(error.message)} />;
}

/** A checkbox with its label after it. */
export function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="admin-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** A labelled field: the label's text above its control. */
export function Field({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, inside the label.
    <label className={`admin-field ${className}`}>
      <span className="admin-label">{label}</span>
      {children}
    </label>
  );
}

/** A search box; `onSearch` gets the trimmed text when it is sent. */
export function SearchForm({
  label,
  onSearch,
}: {
  label: string;
  onSearch: (text: string) => void;
}) {
  const [draft, setDraft] = useState('');
  const fieldId = useId();
  return (
    <form
      className="admin-row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        type="search"
        className="field"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="btn">
        {texts.header.search}
      </button>
    </form>
  );
}

/** A titled block of a section. */
export function Panel({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`admin-panel ${className}`} aria-label={title}>
      <h2 className="admin-panel-title">{title}</h2>
      {children}
    </section>
  );
}

/** 'Ver más' under a paged list. */
export function MoreButton({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="btn admin-more"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {texts.admin.more}
    </button>
  );
}
