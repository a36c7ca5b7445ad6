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
  return (
    <span className="avatar avatar-initials" aria-hidden="true">
      {initialsOf(props.nombre, props.email)}
    </span>
  );
}
