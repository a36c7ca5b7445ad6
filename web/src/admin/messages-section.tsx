import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { texts } from '../texts-screens';
import { Chip } from '../ui/chip';
import { messagesQuery, useMarkRead } from './api';
import { Loading } from './loading';
import { Check, Failure, formatTime, MoreButton, Panel } from './parts';

const labels = texts.admin.messages;

/** Contact messages, newest first; unread ones can be marked read. */
export function MessagesSection() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const messages = useInfiniteQuery(messagesQuery(unreadOnly));
  const markRead = useMarkRead();
  const list = messages.data?.pages.flatMap((page) => page.mensajes) ?? [];
  const unread = messages.data?.pages[0]?.pendientes;
  return (
    <Panel title={labels.title}>
      <div className="admin-row">
        <Check label={labels.unreadOnly} checked={unreadOnly} onChange={setUnreadOnly} />
        {unread !== undefined ? <Chip>{labels.unread(unread)}</Chip> : null}
      </div>
      {messages.isPending ? <Loading /> : null}
      <Failure error={messages.error ?? markRead.error} />
      {messages.isSuccess && !list.length ? <p className="muted">{labels.none}</p> : null}
      <ul className="admin-list">
        {list.map((message) => (
          <li key={message.id} className={`admin-message${message.leido ? '' : ' unread'}`}>
            <p className="muted">
              <strong>{message.email}</strong> · {formatTime(message.fecha)}
            </p>
            <p className="admin-message-text">{message.text}</p>
            {message.leido ? (
              <p className="muted">{labels.readOn(formatTime(message.leido))}</p>
            ) : (
              <button
                type="button"
                className="btn"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(message.id)}
              >
                {labels.markRead}
              </button>
            )}
          </li>
        ))}
      </ul>
      <MoreButton query={messages} />
    </Panel>
  );
}
