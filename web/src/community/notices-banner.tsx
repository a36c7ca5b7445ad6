import { noticeParts } from '@cineclub/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../account/session';
import { filmPath } from '../catalogue/film-path';
import { texts } from '../texts';
import { IconButton } from '../ui/button';
import { communityKeys, dismissNotice, noticesQuery } from './api';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short' });

/** A notice's text with its `%id%title%` links to films (also the admin screen's preview). */
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

/**
 * The notices of SPEC §2 above the header: date, text with `%id%title%` film links, and a
 * delete button. A signed-in user's deletion is kept by the server; a visitor's lasts for the
 * visit.
 */
export function NoticesBanner() {
  const { data: notices = [] } = useQuery(noticesQuery());
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const dismiss = useMutation({
    mutationFn: dismissNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.notices() }),
  });
  const shown = notices.filter((notice) => !hidden.has(notice.id));
  if (!shown.length) return null;
  return (
    <aside className="notices" aria-label={texts.community.noticesLabel}>
      <ul>
        {shown.map((notice) => (
          <li key={notice.id} className="notice">
            <time dateTime={new Date(notice.fec * 1000).toISOString()}>
              {dateFormat.format(notice.fec * 1000)}
            </time>
            <NoticeText text={notice.que} />
            <IconButton
              icon={X}
              label={texts.community.deleteNotice}
              danger
              onClick={() => {
                setHidden((current) => new Set(current).add(notice.id));
                if (user) dismiss.mutate(notice.id);
              }}
            />
          </li>
        ))}
      </ul>
    </aside>
  );
}
