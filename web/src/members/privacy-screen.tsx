import type { PrivacyChoices } from '@cineclub/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { SignInPrompt } from '../ui/sign-in-prompt';
import { useDocumentTitle } from '../ui/use-document-title';
import { EXPORT_PATH, memberKeys, privacyQuery, setPrivacy } from './api';

/**
 * /privacidad: what the club sees of the member (their seen marks and watchlist; whether they
 * appear in the club's activity), saved as each box is ticked, and the download of their data.
 */
export function PrivacyScreen() {
  const { user, isLoading } = useSession();
  useDocumentTitle(texts.members.privacyTitle);
  return (
    <section className="privacy">
      <h1 className="page-title">{texts.members.privacyTitle}</h1>
      {user ? (
        <>
          <PrivacyChoicesForm />
          <ExportSection />
        </>
      ) : isLoading ? null : (
        <SignInPrompt text={texts.members.signInForPrivacy} />
      )}
    </section>
  );
}

/** The boxes of the form: each choice and its sentence. */
const CHOICES: [keyof PrivacyChoices, string][] = [
  ['marcas', texts.members.shareMarks],
  ['actividad', texts.members.shareFeed],
];

function PrivacyChoicesForm() {
  const queryClient = useQueryClient();
  const choices = useQuery(privacyQuery());
  // The boxes show the new choice at once, from the screen's own state while it is saved (a
  // box driven by the query's data alone flicked back until the cache caught up).
  const [shown, setShown] = useState<PrivacyChoices | null>(null);
  const save = useMutation({
    mutationFn: setPrivacy,
    // A read still on its way must not put the old choice back over the saved one.
    onMutate: () => queryClient.cancelQueries({ queryKey: memberKeys.privacy() }),
    onSuccess: (answer) => {
      queryClient.setQueryData(memberKeys.privacy(), answer);
      // The member's own page and others' views of them change with it.
      void queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'member'] });
    },
    // A failure shows the stored choice again (and says why, below).
    onSettled: () => setShown(null),
  });
  if (!choices.data) {
    return choices.isError ? (
      <p role="alert" className="form-error">
        {choices.error.message}
      </p>
    ) : null;
  }
  const current = shown ?? choices.data;
  const change = (next: Partial<PrivacyChoices>) => {
    const wanted = { marcas: current.marcas, actividad: current.actividad, ...next };
    setShown(wanted);
    save.mutate(wanted);
  };
  return (
    <form className="privacy-choices" onSubmit={(event) => event.preventDefault()}>
      <p>{texts.members.privacyIntro}</p>
      {CHOICES.map(([choice, label]) => (
        <label key={choice} className="privacy-choice">
          <input
            type="checkbox"
            checked={current[choice]}
            disabled={save.isPending}
            onChange={(event) => change({ [choice]: event.target.checked })}
          />
          {label}
        </label>
      ))}
      <p className="privacy-status" role="status">
        {save.isPending ? texts.members.saving : save.isSuccess ? texts.members.saved : ''}
      </p>
      {save.isError ? (
        <p role="alert" className="form-error">
          {save.error.message}
        </p>
      ) : null}
      <Link className="privacy-own-page" to={`/socio/${choices.data.socio}`}>
        <UserRound size={18} aria-hidden="true" />
        {texts.members.ownPage}
      </Link>
    </form>
  );
}

function ExportSection() {
  return (
    <section className="privacy-export">
      <h2>{texts.members.exportTitle}</h2>
      <p>{texts.members.exportIntro}</p>
      <a className="btn btn-primary" href={EXPORT_PATH} download>
        <Download size={18} aria-hidden="true" />
        {texts.members.exportLink}
      </a>
    </section>
  );
}
