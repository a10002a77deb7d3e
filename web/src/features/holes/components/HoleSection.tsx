import { type MouseEvent, memo } from 'react';
import { Link } from 'react-router';
import type { Hole, Tee } from '../../../../../common/api/holes';
import { HOLE_COUNT, holePath, paths } from '../../../app/routes';
import { LoadAfterStart } from '../../../components/ui/LoadAfterStart';
import { useT } from '../../../lib/i18n';
import { holePlan } from '../media';
import { holeSectionId, holeTitleId } from '../useHoleInView';
import type { VideoMode } from '../videoPlan';
import { HoleLengths } from './HoleLengths';
import { HoleVideo } from './HoleVideo';

/** The plan's width on a phone, beside the lengths, and on wider screens (styles/holes.css). */
const PLAN_SIZES = '(min-width: 62rem) 26rem, (min-width: 40rem) 15rem, 38vw';

interface HoleSectionProps {
  number: number;
  hole: Hole | undefined;
  next: Hole | undefined;
  tees: readonly Tee[];
  mode: VideoMode;
  motion: boolean;
  paused: boolean;
  onJump: (hole: number, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * One hole, a full screen high (memo: a change of the hole in view renders only the holes whose video it
 * changes, not all 18): its background video over the hole's texts and plan (HoleContent).
 */
export const HoleSection = memo(function HoleSection({
  number,
  hole,
  next,
  tees,
  mode,
  motion,
  paused,
  onJump,
}: HoleSectionProps) {
  return (
    <section
      id={holeSectionId(number)}
      className="hole"
      data-hole={number}
      data-video={motion ? mode : 'poster'}
      aria-labelledby={holeTitleId(number)}
    >
      <HoleVideo number={number} hole={hole} mode={mode} motion={motion} paused={paused} />
      <HoleContent number={number} hole={hole} next={next} tees={tees} onJump={onJump} />
    </section>
  );
});

/**
 * The hole's number, name, par, stroke index, lengths and description, the plan drawing, and the way on
 * to the next hole (after the 18th: Green Fees). The media are the library's where staff chose them, else
 * the generated files (media.ts). Memo of its own: the video's switches, once the app runs and as the
 * hole in view changes, render only the section and its video (issue 38: 855 elements of /holes updated
 * once more after the hydration when they rendered this too).
 */
const HoleContent = memo(function HoleContent({
  number,
  hole,
  next,
  tees,
  onJump,
}: Pick<HoleSectionProps, 'number' | 'hole' | 'next' | 'tees' | 'onJump'>) {
  const t = useT();
  const titleId = holeTitleId(number);
  const planImage = holePlan(number, hole);
  const isLast = number === HOLE_COUNT;
  const plan = (
    <picture>
      {planImage.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={PLAN_SIZES} />
      ))}
      <img
        src={planImage.src}
        alt={
          planImage.alt ??
          (hole
            ? t('holes.planAlt', { hole: number, name: hole.name, par: hole.par })
            : t('holes.planAltShort', { hole: number }))
        }
        width={planImage.width}
        height={planImage.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
  return (
    <>
      <span className="hole__numeral" aria-hidden="true">
        {number}
      </span>
      <div className="hole__inner">
        <div className="hole__text">
          <h2
            id={titleId}
            className="hole__title"
            tabIndex={-1}
            aria-label={
              hole ? t('holes.heading', { hole: number, count: HOLE_COUNT, name: hole.name }) : undefined
            }
          >
            <span className="hole__eyebrow">{t('holes.holeOf', { hole: number, count: HOLE_COUNT })}</span>
            {hole ? <span className="hole__name">{hole.name}</span> : null}
          </h2>
          {hole ? (
            <>
              <dl className="hole__facts">
                <div className="hole__fact">
                  <dt>{t('holes.par')}</dt>
                  <dd>{hole.par}</dd>
                </div>
                <div className="hole__fact">
                  <dt>{t('holes.strokeIndex')}</dt>
                  <dd>{hole.strokeIndex}</dd>
                </div>
              </dl>
              <p className="hole__description">{hole.description}</p>
              <HoleLengths hole={hole} tees={tees} />
            </>
          ) : null}
          {isLast ? (
            <Link className="hole__next" to={paths.greenfees}>
              <span className="hole__next-label">{t('holes.afterLast')}</span>{' '}
              <span className="hole__next-name">{t('holes.greenFees')}</span>
              <span className="hole__next-arrow" aria-hidden="true">
                →
              </span>
            </Link>
          ) : (
            <a
              className="hole__next"
              href={holePath(number + 1)}
              onClick={(event) => onJump(number + 1, event)}
            >
              <span className="hole__next-label">{t('holes.nextHole', { hole: number + 1 })}</span>
              {next ? (
                <>
                  {' '}
                  <span className="hole__next-name">{next.name}</span>
                </>
              ) : null}
              <span className="hole__next-arrow" aria-hidden="true">
                ↓
              </span>
            </a>
          )}
        </div>
        <figure className="hole__plan">
          <a
            className="hole__plan-link"
            href={planImage.src}
            target="_blank"
            rel="noopener"
            // A plan from the library keeps its own shape while it loads.
            style={hole?.plan ? { aspectRatio: `${planImage.width} / ${planImage.height}` } : undefined}
          >
            {/* Every plan, the first screen's too: it is never the largest paint, and the page's own
                fonts and poster have the line to themselves (docs/decisions/0036). Its link keeps its
                shape meanwhile. */}
            <LoadAfterStart>{plan}</LoadAfterStart>
            <span className="visually-hidden"> {t('holes.planOpen')}</span>
          </a>
          <figcaption className="hole__plan-caption">{t('holes.planCaption')}</figcaption>
        </figure>
      </div>
    </>
  );
});
