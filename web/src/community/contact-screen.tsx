import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../account/session';
import { texts } from '../texts';
import { sendContact } from './api';

/** /contact: a free-text message to the owner (requests, error reports), then 'Enviado'. */
export function ContactScreen() {
  const { user, isLoading } = useSession();
  const [text, setText] = useState('');
  const contact = useMutation({ mutationFn: sendContact });

  if (contact.isSuccess) {
    return (
      <section className="contact">
        <h1 className="page-title">{texts.community.contactTitle}</h1>
        <p role="status" className="contact-sent">
          {texts.community.sent}
        </p>
      </section>
    );
  }
  return (
    <section className="contact">
      <h1 className="page-title">{texts.community.contactTitle}</h1>
      {!user && !isLoading ? <p>{texts.community.signInToContact}</p> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          contact.mutate(text);
        }}
      >
        <label htmlFor="contact-text">{texts.community.contactLabel}</label>
        <textarea
          id="contact-text"
          value={text}
          maxLength={5000}
          rows={8}
          onChange={(event) => setText(event.target.value)}
          disabled={!user}
        />
        {contact.isError ? (
          <p role="alert" className="form-error">
            {contact.error.message}
          </p>
        ) : null}
        <button
          type="submit"
          className="contact-send"
          disabled={!user || !text.trim() || contact.isPending}
        >
          {texts.community.send}
        </button>
      </form>
    </section>
  );
}
