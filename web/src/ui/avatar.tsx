import { useState } from 'react';
import { initialsOf } from './initials';

/** The user's picture, or their initials when there is none or it fails to load. */
export function Avatar(props: { nombre: string; email: string; picture: string }) {
  const [broken, setBroken] = useState(false);
  if (props.picture && !broken) {
    return (
      <img
        className="avatar"
        src={props.picture}
        alt=""
        width={32}
        height={32}
        // Google's picture host refuses some requests that carry a Referer.
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  // The initials are a picture of the user, drawn by CSS from data-initials: as text they
  // would be the visible label of the account button, whose name ('Cuenta de …') does not
  // contain them (WCAG 2.5.3, axe's label-content-name-mismatch).
  return (
    <span
      className="avatar avatar-initials"
      data-initials={initialsOf(props.nombre, props.email)}
      aria-hidden="true"
    />
  );
}
