import { REVIEW_FIRST_YEAR, type ReviewAnswer } from '@cineclub/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useSession } from '../../lib/session';
import { texts } from '../../texts-screens';
import { CopyLinkButton } from '../../ui/copy-link-button';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { useDocumentTitle } from '../../ui/use-document-title';
import { reviewQuery } from './api';
import { ClubPart } from './club-part';
import { MemberPart } from './member-part';
import './review.css';

const t = texts.review;

/** The address of a year in review: the member's own, or a member's shared one. */
export const reviewPath = (year: number, socio?: number) =>
  `/club/resumen/${year}${socio === undefined ? '' : `/${socio}`}`;

/**
 * /club/resumen/{año}[/{socio}]: a member's year (the signed-in member's own without `socio`)
 * beside the club's, with drawn charts. Members only: a visitor sees the title and the
 * sign-in prompt. The address with the member's id is the one to share: every member who
 * opens it sees the same page.
 */
export function ReviewScreen() {
  const { anio = '', socio } = useParams();
  const { user, isLoading } = useSession();
  const valid = /^\d{4}$/.test(anio) && Number(anio) >= REVIEW_FIRST_YEAR;
  const review = useQuery({ ...reviewQuery(anio, socio), enabled: Boolean(user) && valid });
  const data = review.data;
  const title =
    data && !data.socio.propio ? t.titleOf(data.anio, data.socio.nombre) : t.title(Number(anio));
  useDocumentTitle(title);
  const thisYear = new Date().getFullYear();

  if (!user || !valid) {
    return (
      <section className="review">
        <h1 className="page-title">{valid ? title : t.badYear}</h1>
        {!valid ? (
          <Link to={reviewPath(thisYear)}>{t.thisYear(thisYear)}</Link>
        ) : isLoading ? null : (
          <SignInPrompt text={t.signIn} />
        )}
      </section>
    );
  }
  return (
    <section className="review">
      <h1 className="page-title">{title}</h1>
      {review.isError ? (
        <>
          <p role="alert" className="form-error">
            {review.error.message}
          </p>
          <Link to={reviewPath(thisYear)}>{t.thisYear(thisYear)}</Link>
        </>
      ) : data ? (
        <>
          <YearBar review={data} socio={socio} />
          <MemberPart review={data} />
          <ClubPart club={data.club} year={data.anio} />
        </>
      ) : (
        <p role="status">{t.loading}</p>
      )}
    </section>
  );
}

/** The other years of the same member, and the address to share this one. */
function YearBar({ review, socio }: { review: ReviewAnswer; socio?: string }) {
  const years: number[] = [];
  for (let year = review.hasta; year >= review.desde; year -= 1) years.push(year);
  const shared = `${window.location.origin}${reviewPath(review.anio, review.socio.id)}`;
  return (
    <div className="review-bar-top">
      <nav aria-label={t.yearsNav} className="review-years">
        {years.map((year) => (
          <Link
            key={year}
            to={reviewPath(year, socio === undefined ? undefined : review.socio.id)}
            className="chip"
            aria-current={year === review.anio ? 'page' : undefined}
          >
            {year}
          </Link>
        ))}
      </nav>
      <div className="review-share">
        <CopyLinkButton href={shared} />
        <span>{t.shareNote}</span>
      </div>
    </div>
  );
}
