import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { genresQuery } from '../api/genres';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { useDismiss } from '../ui/use-dismiss';
import { useCanDownload } from './permissions';
import { type ListChoice, listChoiceName, listChoices, searchListOf } from './settings';
import { updateSettings, useSettings } from './use-settings';

/**
 * The settings menu: the catalogue's local settings (SPEC §3). Each change is stored at once
 * and applies at once: lists read the settings store, and the settings are part of their query
 * keys, so the list on screen refetches with them.
 */
export function SettingsMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  useDismiss(menu);
  const [open, setOpen] = useState(false);
  const settings = useSettings();
  const canDownload = useCanDownload();
  const signedIn = useSession().user !== null;
  // Genre names are only needed once the menu is open.
  const { data: genres } = useQuery({ ...genresQuery(), enabled: open });
  const id = useId();
  const sortedGenres = Object.entries(genres ?? {}).sort(([, a], [, b]) =>
    a.localeCompare(b, 'es'),
  );
  return (
    <details
      ref={menu}
      className="menu settings-menu"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{texts.settings.menu}</summary>
      <div className="menu-panel settings-panel">
        <label className="check">
          <input
            type="checkbox"
            checked={settings.despFicha}
            onChange={(event) => updateSettings({ despFicha: event.target.checked })}
          />
          {texts.settings.despFicha}
        </label>
        {canDownload ? (
          <label className="check">
            <input
              type="checkbox"
              checked={settings.soloDesc}
              onChange={(event) => updateSettings({ soloDesc: event.target.checked })}
            />
            {texts.settings.soloDesc}
          </label>
        ) : null}
        <label className="check">
          <input
            type="checkbox"
            checked={settings.afoto}
            onChange={(event) => updateSettings({ afoto: event.target.checked })}
          />
          {texts.settings.afoto}
        </label>
        <label htmlFor={`${id}-gen`}>{texts.settings.generos}</label>
        <select
          className="field"
          id={`${id}-gen`}
          value={settings.generos}
          onChange={(event) => updateSettings({ generos: event.target.value })}
        >
          <option value="TG">{texts.settings.allGenres}</option>
          {sortedGenres.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
          {/* The stored genre shows even before the names arrive. */}
          {settings.generos !== 'TG' && !genres?.[settings.generos] ? (
            <option value={settings.generos}>{settings.generos}</option>
          ) : null}
        </select>
        <label htmlFor={`${id}-lista`}>{texts.settings.lista}</label>
        <select
          className="field"
          id={`${id}-lista`}
          value={searchListOf(settings.lista, signedIn)}
          onChange={(event) => updateSettings({ lista: event.target.value as ListChoice })}
        >
          {/* 'Pelis por ver' is the signed-in user's own list: a visitor has none to search. */}
          {listChoices
            .filter((choice) => signedIn || choice !== 'recor')
            .map((choice) => (
              <option key={choice} value={choice}>
                {listChoiceName(choice)}
              </option>
            ))}
        </select>
      </div>
    </details>
  );
}
