import { useId, useMemo } from 'react';
import type { Hole } from '../../../../common/api/holes';
import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { Spinner } from '../../components/ui/Spinner';
import { useCourse } from '../../features/course/api/getCourse';
import { CourseFacts } from '../../features/course/components/CourseFacts';
import { HoleByHoleTable } from '../../features/course/components/HoleByHoleTable';
import { TeeRatings } from '../../features/course/components/TeeRatings';
import { CourseMap } from '../../features/course-map/components/CourseMap';
import { ScoreCardTile } from '../../features/course-map/components/ScoreCardTile';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/course.css';

/** /overview: the map of the links with a tile for each hole, the score card to download, the card. */
export function CourseOverviewPage() {
  const t = useT();
  const mapTitleId = useId();
  const { data, isPending } = useCourse();
  const holes = useMemo(
    () => new Map<number, Hole>((data?.holes ?? []).map((hole) => [hole.number, hole])),
    [data],
  );
  return (
    <Page title={t('overview.title')} lead={<CourseFacts />}>
      <section className="overview-map page__wide" aria-labelledby={mapTitleId}>
        <div className="overview-map__intro">
          <h2 id={mapTitleId}>{t('overview.mapTitle')}</h2>
          <p>{t('overview.mapIntro')}</p>
        </div>
        <CourseMap holes={holes} titleId={mapTitleId} />
      </section>
      <div className="overview-details page__wide">
        <ScoreCardTile />
        {data ? <TeeRatings course={data} /> : null}
      </div>
      <section className="overview-card page__wide" aria-labelledby={`${mapTitleId}-card`}>
        <h2 id={`${mapTitleId}-card`}>{t('overview.cardTitle')}</h2>
        {data ? (
          <HoleByHoleTable course={data} />
        ) : isPending ? (
          <Spinner label={t('overview.loading')} />
        ) : null}
      </section>
      <LinkCards
        label={t('overview.onwardLabel')}
        cards={[
          { to: paths.holes, title: t('holes.title'), description: t('overview.onwardHoles') },
          {
            to: paths.handicapStrokeTable,
            title: t('handicapStrokeTable.title'),
            description: t('overview.onwardStrokeTable'),
          },
          { to: paths.booking, title: t('overview.booking'), description: t('overview.onwardBooking') },
        ]}
      />
    </Page>
  );
}
