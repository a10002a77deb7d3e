import { useId, useMemo, useRef, useState } from 'react';
import { coursePar, strokeTable } from '../../../../common/rules/strokeTable';
import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { Spinner } from '../../components/ui/Spinner';
import { useClubDetails } from '../../features/club/api/getClubDetails';
import { useCourse } from '../../features/course/api/getCourse';
import { HandicapCalculator } from '../../features/stroke-table/components/HandicapCalculator';
import { StrokeTableDownload } from '../../features/stroke-table/components/StrokeTableDownload';
import { StrokeTableImage } from '../../features/stroke-table/components/StrokeTableImage';
import { StrokeTableText } from '../../features/stroke-table/components/StrokeTableText';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/course.css';

/** /handicap-stroke-table: the WHS stroke table of the course as an image, a calculator and a text table. */
export function HandicapStrokeTablePage() {
  const t = useT();
  const id = useId();
  const image = useRef<SVGSVGElement>(null);
  const [index, setIndex] = useState<number | undefined>(undefined);
  const { data, isPending } = useCourse();
  const clubName = useClubDetails().data?.name ?? '';
  const par = data ? coursePar(data.holes) : 0;
  const rows = useMemo(() => (data ? strokeTable(data.tees, coursePar(data.holes)) : []), [data]);

  return (
    <Page title={t('handicapStrokeTable.title')} lead={t('handicapStrokeTable.lead')}>
      {data ? (
        <>
          <div className="stroke-intro page__wide">
            <section className="stroke-formula" aria-labelledby={`${id}-formula`}>
              <h2 id={`${id}-formula`}>{t('handicapStrokeTable.formulaTitle')}</h2>
              <p>{t('handicapStrokeTable.formula')}</p>
              <p>{t('handicapStrokeTable.plusNote')}</p>
              <p>{t('handicapStrokeTable.par', { par })}</p>
            </section>
            <section className="stroke-calculator-card" aria-labelledby={`${id}-calculator`}>
              <h2 id={`${id}-calculator`}>{t('handicapStrokeTable.calculatorTitle')}</h2>
              <HandicapCalculator tees={data.tees} par={par} onIndex={setIndex} />
            </section>
          </div>
          <figure className="stroke-figure page__wide">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the image scrolls sideways on phones */}
            <section className="stroke-figure__scroll" tabIndex={0} aria-labelledby={`${id}-title`}>
              <StrokeTableImage
                ref={image}
                clubName={clubName}
                tees={data.tees}
                rows={rows}
                par={par}
                highlight={index}
                titleId={`${id}-title`}
                descId={`${id}-desc`}
              />
            </section>
            <figcaption className="stroke-figure__caption">
              <StrokeTableDownload image={image} />
            </figcaption>
          </figure>
          <section className="stroke-text-section page__wide" aria-labelledby={`${id}-text`}>
            <h2 id={`${id}-text`}>{t('handicapStrokeTable.tableTitle')}</h2>
            <StrokeTableText tees={data.tees} rows={rows} par={par} />
          </section>
        </>
      ) : isPending ? (
        <Spinner label={t('handicapStrokeTable.loading')} />
      ) : (
        <p>{t('handicapStrokeTable.unavailable')}</p>
      )}
      <LinkCards
        label={t('handicapStrokeTable.onwardLabel')}
        cards={[
          {
            to: paths.overview,
            title: t('overview.title'),
            description: t('handicapStrokeTable.onwardOverview'),
          },
          { to: paths.holes, title: t('holes.title'), description: t('handicapStrokeTable.onwardHoles') },
          {
            to: paths.booking,
            title: t('overview.booking'),
            description: t('handicapStrokeTable.onwardBooking'),
          },
        ]}
      />
    </Page>
  );
}
