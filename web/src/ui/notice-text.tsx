import { noticeParts } from '@cineclub/contract';
import { Link } from 'react-router';
import { filmPath } from '../lib/film-path';

/**
 * A notice's text with its `%id%title%` links to films: the notices banner shows it, and the
 * admin screen's preview.
 */
export function NoticeText({ text }: { text: string }) {
  return (
    <span className="notice-text">
      {noticeParts(text).map((part, index) =>
        'filmId' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move within a notice.
          <Link key={index} to={filmPath({ id: part.filmId, nom: part.title })}>
            {part.title}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move within a notice.
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
