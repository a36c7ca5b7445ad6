import type { CompactCard } from '@cineclub/contract';
import { BellRing, Bookmark, Download, Eye, type LucideIcon, Star, UsersRound } from 'lucide-react';
import { formatRating } from '../lib/format';
import type { FilmMarks } from '../lib/marks';
import { texts } from '../texts';

interface TileBadge {
  key: string;
  icon: LucideIcon;
  label: string;
  /** Shown beside the icon: the user's score. */
  value?: number;
  tone: 'accent' | 'success' | 'plain';
}

/** The badges of one tile, in a fixed order: seen (or scored), wanted, requested, downloadable. */
export function tileBadgesOf(marks: FilmMarks | undefined, downloadable: boolean): TileBadge[] {
  const badges: TileBadge[] = [];
  if (marks?.vista || marks?.nota != null) {
    const score = marks.nota ?? undefined;
    badges.push({
      key: 'seen',
      icon: marks.vista ? Eye : Star,
      label:
        score === undefined
          ? texts.marks.seen
          : marks.vista
            ? texts.marks.seenScore(score)
            : texts.marks.score(score),
      value: score,
      tone: 'success',
    });
  }
  if (marks?.quiero) {
    badges.push({ key: 'wanted', icon: Bookmark, label: texts.marks.wanted, tone: 'accent' });
  }
  if (marks?.pedida) {
    badges.push({ key: 'requested', icon: BellRing, label: texts.marks.requested, tone: 'accent' });
  }
  if (downloadable) {
    badges.push({ key: 'files', icon: Download, label: texts.marks.downloadable, tone: 'plain' });
  }
  return badges;
}

/**
 * Whether tiles carry the 'Descargable' mark: only where it tells films apart, in a list that
 * also shows films without files. Under 'Sólo descargables', or in Novedades (films that just
 * reached the disks), every tile would carry the same mark and say nothing.
 */
export function downloadMarkTells(films: readonly { numed2: number }[]): boolean {
  return films.some((film) => film.numed2 === 0);
}

/**
 * The user's marks on a tile: the personal ones (seen with the score, wanted, requested) as
 * filled chips that read at a glance; 'Descargable' as a quiet outline. Their names are for
 * screen readers and the pointer's tooltip.
 */
export function TileBadges({
  marks,
  downloadable,
}: {
  marks: FilmMarks | undefined;
  downloadable: boolean;
}) {
  const badges = tileBadgesOf(marks, downloadable);
  if (!badges.length) return null;
  return (
    <span className="tile-badges">
      {badges.map(({ key, icon: Icon, label, value, tone }) => (
        <span
          key={key}
          role="img"
          aria-label={label}
          title={label}
          className={`tile-badge tile-badge-${tone}`}
          data-mark={key}
        >
          <Icon size={15} strokeWidth={2.5} aria-hidden="true" />
          {value === undefined ? null : <span aria-hidden="true">{value}</span>}
        </span>
      ))}
    </span>
  );
}

/**
 * The club's score on a tile (issue 32): small and quiet beside the year, a people icon and the
 * average ('8,3'); its name says how many rated. Nothing while no member has rated the film.
 */
export function TileClubScore({ film }: { film: CompactCard }) {
  if (!film.club) return null;
  const label = texts.club.scoreOf(formatRating(film.club.nota), film.club.votos);
  return (
    <span role="img" aria-label={label} title={label} className="tile-club" data-club-score>
      <UsersRound size={13} strokeWidth={2.5} aria-hidden="true" />
      <span aria-hidden="true">{formatRating(film.club.nota)}</span>
    </span>
  );
}
