import { amuleSearchLink, type FullCard, type InlineEditBody } from '@cineclub/contract';
import { Pencil, Settings2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { texts } from '../texts-screens';
import { IconButton } from '../ui/button';
import { useInlineEdit } from './api';
import { Failure } from './parts';

/**
 * The film card's admin extras (SPEC §2, §5, §6), a chunk of their own that only admins load:
 * inline edits of title and synopsis, each confirmed with 'Seguro que quieres el cambio?'
 * before `PUT /admin/pel/upficha/{id}`, the edit-film icon and the 'Amulear' link.
 */

/** What each inline editor says, and whether it takes several lines. */
const inlineFields = {
  nom: { label: texts.admin.film.nom, editLabel: texts.admin.editTitle, multiline: false },
  arg: { label: texts.admin.film.arg, editLabel: texts.admin.editSynopsis, multiline: true },
};

/** An inline editor: the shown value, a button that opens a field, save after confirming. */
function InlineEdit({
  film,
  field,
  children,
}: {
  film: FullCard;
  field: keyof typeof inlineFields;
  children: ReactNode;
}) {
  const { label, editLabel, multiline } = inlineFields[field];
  const value = film[field];
  const [draft, setDraft] = useState<string | null>(null);
  const change = useInlineEdit(film.id);
  const fieldId = useId();
  if (draft === null) {
    return (
      <div className={`admin-inline admin-inline-${field}`}>
        {children}
        <IconButton
          icon={Pencil}
          label={editLabel}
          onClick={() => {
            change.reset();
            setDraft(value);
          }}
        />
      </div>
    );
  }
  const trimmed = draft.trim();
  return (
    <form
      className={`admin-inline-form admin-inline-${field}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!window.confirm(texts.admin.confirmChange)) return;
        change.mutate({ [field]: trimmed } as InlineEditBody, { onSuccess: () => setDraft(null) });
      }}
    >
      <label htmlFor={fieldId}>{label}</label>
      {multiline ? (
        <textarea
          id={fieldId}
          className="field"
          rows={6}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      ) : (
        <input
          id={fieldId}
          className="field"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      )}
      <div className="admin-inline-buttons">
        <button
          type="submit"
          className="btn"
          disabled={change.isPending || trimmed === value || (field === 'nom' && !trimmed)}
        >
          {texts.admin.save}
        </button>
        <button type="button" className="btn" onClick={() => setDraft(null)}>
          {texts.admin.cancel}
        </button>
      </div>
      <Failure error={change.error} />
    </form>
  );
}

/** The card's heading with the title edit, the edit-film icon (off on /admo) and 'Amulear'. */
export function AdminCardTitle({
  film,
  adminPath,
  children,
}: {
  film: FullCard;
  adminPath: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <InlineEdit film={film} field="nom">
        {children}
      </InlineEdit>
      <p className="admin-card-links">
        {adminPath ? null : (
          <Link
            to={`/admo/${film.id}`}
            className="admin-icon"
            aria-label={texts.admin.editFilm}
            title={texts.admin.editFilm}
          >
            <Settings2 size={18} aria-hidden="true" />
          </Link>
        )}
        <a href={amuleSearchLink(film)} title={texts.admin.amulearTitle}>
          {texts.admin.amulear}
        </a>
      </p>
    </>
  );
}

/** The synopsis with its inline edit; a film without one can get one here. */
export function AdminCardSynopsis({ film, children }: { film: FullCard; children: ReactNode }) {
  return (
    <InlineEdit film={film} field="arg">
      {children}
    </InlineEdit>
  );
}
