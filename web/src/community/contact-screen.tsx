import { CONTACT_MAX_CHARS } from '@cineclub/contract';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { Button } from '../ui/button';
import { SignInPrompt } from '../ui/sign-in-prompt';
import { useDocumentTitle } from '../ui/use-document-title';
import { sendContact } from './api';

/**
 * /contact: a free-text message to the owner (requests, error reports), then 'Enviado' and a
 * way to write another. Messages need a signed-in user: a visitor is told so instead of being
 * shown a form that cannot be sent.
 */
export function ContactScreen() {
  const { user, isLoading } = useSession();
  const [text, setText] = useState('');
  const contact = useMutation({ mutationFn: sendContact });
  useDocumentTitle(texts.community.contactTitle);

  if (contact.isSuccess) {
    return (
      <section className="contact">
        <h1 className="page-title">{texts.community.contactTitle}</h1>
        <p role="status" className="contact-sent">
          {texts.community.sent}
        </p>
        <Button
          onClick={() => {
            setText('');
            contact.reset();
          }}
        >
          {texts.community.writeAnother}
        </Button>
      </section>
    );
  }
  return (
    <section className="contact">
      <h1 className="page-title">{texts.community.contactTitle}</h1>
      {user ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            contact.mutate(text);
          }}
        >
          <label htmlFor="contact-text" className="field-label">
            {texts.community.contactLabel}
          </label>
          <textarea
            id="contact-text"
            value={text}
            maxLength={CONTACT_MAX_CHARS}
            rows={8}
            onChange={(event) => setText(event.target.value)}
          />
          {contact.isError ? (
            <p role="alert" className="form-error">
              {contact.error.message}
            </p>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            icon={Send}
            className="contact-send"
            disabled={!text.trim() || contact.isPending}
          >
            {texts.community.send}
          </Button>
        </form>
      ) : isLoading ? null : (
        <SignInPrompt text={texts.community.signInToContact} />
      )}
    </section>
  );
}
