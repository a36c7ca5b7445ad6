import { Newspaper, Search, SearchX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { texts } from '../texts';
import { Button } from '../ui/button';
import { useDocumentTitle } from '../ui/use-document-title';

/**
 * A film or person that does not exist (the API answered 404): what the server said, and two
 * ways on: the news, or a search of the catalogue.
 */
export function NotFound({ message }: { message: string }) {
  useDocumentTitle(message);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) void navigate(`/all/${encodeURIComponent(query)}`);
  };
  return (
    <section className="state-page">
      <SearchX className="state-icon" size={48} aria-hidden="true" />
      <h1 className="state-title">{message}</h1>
      <p className="state-text">{texts.states.notFoundHint}</p>
      <form className="state-search" onSubmit={search}>
        <input
          type="search"
          aria-label={texts.states.searchLabel}
          placeholder={texts.states.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary" icon={Search}>
          {texts.header.search}
        </Button>
      </form>
      <Link to="/novedades" className="btn state-link">
        <Newspaper size={18} aria-hidden="true" />
        {texts.states.goNews}
      </Link>
    </section>
  );
}
