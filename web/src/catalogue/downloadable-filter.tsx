import { X } from 'lucide-react';
import { texts } from '../texts';
import { Button } from '../ui/button';
import { updateSettings } from './use-settings';

const showEveryFilm = () => updateSettings({ soloDesc: false });

/** The active 'Sólo descargables' filter, named in the count line; a click removes it. */
export function DownloadableChip() {
  return (
    <button
      type="button"
      className="chip filter-chip"
      onClick={showEveryFilm}
      aria-label={texts.list.removeFilter(texts.settings.soloDesc)}
    >
      {texts.settings.soloDesc} <X size={14} aria-hidden="true" />
    </button>
  );
}

/** Says how many films the filter hid and shows them with one click. */
export function HiddenByFilter({ count }: { count: number }) {
  return (
    <p className="notice-line hidden-by-filter">
      {texts.list.hiddenByFilter(count)}{' '}
      <Button onClick={showEveryFilm}>{texts.list.showHidden(count)}</Button>
    </p>
  );
}
