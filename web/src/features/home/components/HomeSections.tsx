import { useId } from 'react';
import { HOLE_COUNT, paths } from '../../../app/routes';
import { type LinkCard, LinkCards } from '../../../components/ui/LinkCards';
import { type MessageKey, useT } from '../../../lib/i18n';

interface HomeSectionProps {
  id: string;
  title: MessageKey;
  paragraphs: MessageKey[];
  linksLabel: MessageKey;
  cards: LinkCard[];
}

function HomeSection({ id, title, paragraphs, linksLabel, cards }: HomeSectionProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={`home-section home-section--${id}`} aria-labelledby={titleId}>
      <div className="home-section__text">
        <h2 id={titleId}>{t(title)}</h2>
        {paragraphs.map((key) => (
          <p key={key}>{t(key, { holes: HOLE_COUNT })}</p>
        ))}
      </div>
      <LinkCards label={t(linksLabel)} cards={cards} />
    </section>
  );
}

/** The Course and The Club, each with a short text and its onward links. */
export function HomeSections() {
  const t = useT();
  return (
    <>
      <HomeSection
        id="course"
        title="home.course.title"
        paragraphs={['home.course.text1', 'home.course.text2']}
        linksLabel="home.course.links"
        cards={[
          { to: paths.overview, title: t('overview.title'), description: t('home.course.overview') },
          {
            to: paths.holes,
            title: t('holes.title'),
            description: t('home.course.holes', { holes: HOLE_COUNT }),
          },
          {
            to: paths.handicapStrokeTable,
            title: t('handicapStrokeTable.title'),
            description: t('home.course.strokeTable'),
          },
        ]}
      />
      <HomeSection
        id="club"
        title="home.club.title"
        paragraphs={['home.club.text1', 'home.club.text2']}
        linksLabel="home.club.links"
        cards={[
          { to: paths.history, title: t('history.title'), description: t('home.club.history') },
          { to: paths.diningBar, title: t('diningBar.title'), description: t('home.club.diningBar') },
          { to: paths.bod, title: t('bod.title'), description: t('home.club.bod') },
        ]}
      />
    </>
  );
}
