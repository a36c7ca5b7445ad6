import { NOTICE_MAX } from '@cineclub/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { texts } from '../texts-screens';
import { NoticeText } from '../ui/notice-text';
import { noticesQuery, useDeleteNotice, usePostNotice } from './api';
import { Loading } from './loading';
import { Failure, formatTime, Panel } from './parts';

const labels = texts.admin.notices;

/** Notices for everyone: write one (with a preview as the banner shows it), delete one. */
export function NoticesSection() {
  const [text, setText] = useState('');
  const notices = useQuery(noticesQuery());
  const post = usePostNotice();
  const remove = useDeleteNotice();
  const fieldId = useId();
  return (
    <>
      <Panel title={labels.newTitle}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            post.mutate(text.trim(), { onSuccess: () => setText('') });
          }}
        >
          <label htmlFor={fieldId}>{labels.text}</label>
          <textarea
            id={fieldId}
            className="field admin-wide"
            rows={3}
            maxLength={NOTICE_MAX}
            value={text}
            onChange={(event) => {
              post.reset();
              setText(event.target.value);
            }}
          />
          <p className="muted">{labels.hint}</p>
          {text.trim() ? (
            <figure className="admin-preview">
              <figcaption className="muted">{labels.preview}</figcaption>
              <div className="notice">
                <NoticeText text={text} />
              </div>
            </figure>
          ) : null}
          <Failure error={post.error} />
          <button
            type="submit"
            className="btn admin-primary"
            disabled={!text.trim() || post.isPending}
          >
            {labels.publish}
          </button>
        </form>
      </Panel>
      <Panel title={labels.published}>
        {notices.isPending ? <Loading /> : null}
        <Failure error={notices.error ?? remove.error} />
        {notices.data && !notices.data.length ? <p className="muted">{labels.none}</p> : null}
        <ul className="admin-list">
          {notices.data?.map((notice) => (
            <li key={notice.id} className="admin-notice">
              <p>
                <NoticeText text={notice.que} />
              </p>
              <p className="muted">
                {formatTime(notice.fec)} · {labels.dismissed(notice.descartado)}
              </p>
              <button
                type="button"
                className="btn danger"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(labels.confirmDelete)) remove.mutate(notice.id);
                }}
              >
                {labels.delete}
              </button>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
