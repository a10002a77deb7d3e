import { BUGGY_2024 } from '../../../../common/rules/prices';
import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { ContactDetails } from '../../features/opening-hours/components/ContactDetails';
import { SEASONS, seasonLabelKeys } from '../../features/prices/components/GreenFeeTable';
import { PriceList } from '../../features/prices/components/PriceList';
import { formatClock, formatEuro } from '../../features/prices/format';
import { formatDayMonth, seasonSpans } from '../../features/prices/seasonSpans';
import { useLocale, useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/info-pages.css';

export function GolfBuggiesPage() {
  const t = useT();
  const locale = useLocale();
  const { validFrom, validTo, availableUntil } = BUGGY_2024;
  const spans = seasonSpans(validFrom.year);
  return (
    <Page title={t('golfBuggies.title')} lead={t('golfBuggies.intro')}>
      <div className="editorial info-layout">
        <div className="info-layout__main">
          <section className="info-section" aria-labelledby="buggies-price">
            <h2 id="buggies-price">{t('golfBuggies.priceTitle')}</h2>
            <PriceList
              caption={t('golfBuggies.tableCaption', {
                year: validFrom.year,
                from: formatDayMonth(validFrom, 'long', locale),
                to: formatDayMonth(validTo, 'long', locale),
              })}
              itemLabel={t('golfBuggies.item')}
              priceLabel={t('golfBuggies.priceColumn')}
              rows={[
                {
                  id: 'buggy',
                  label: t('golfBuggies.row'),
                  price: formatEuro(BUGGY_2024.pricePerRound, locale),
                },
              ]}
            />
          </section>

          <section className="info-section" aria-labelledby="buggies-rules">
            <h2 id="buggies-rules">{t('golfBuggies.rulesTitle')}</h2>
            <ul className="info-list">
              <li>{t('golfBuggies.rule.age', { age: BUGGY_2024.driverMinAge })}</li>
              <li>{t('golfBuggies.rule.advance')}</li>
              <li>{t('golfBuggies.rule.members')}</li>
              <li>{t('golfBuggies.rule.paths')}</li>
            </ul>
          </section>
        </div>

        <div className="info-aside">
          <section className="info-section" aria-labelledby="buggies-hours">
            <h2 id="buggies-hours">{t('golfBuggies.hoursTitle')}</h2>
            <p>{t('golfBuggies.hours.intro')}</p>
            <dl className="opening-hours">
              {SEASONS.map((season) => (
                <div key={season} className={`opening-hours__season opening-hours__season--${season}`}>
                  <dt className="opening-hours__name">
                    {t(seasonLabelKeys[season])}
                    <span className="opening-hours__period">
                      {' '}
                      {t('prices.seasonDates', {
                        from: formatDayMonth(spans[season].from, 'short', locale),
                        to: formatDayMonth(spans[season].to, 'short', locale),
                      })}
                    </span>
                  </dt>
                  <dd className="opening-hours__hours">
                    {t('golfBuggies.hours.until', { time: formatClock(availableUntil[season]) })}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="info-section" aria-labelledby="buggies-book">
            <h2 id="buggies-book">{t('golfBuggies.bookTitle')}</h2>
            <p>{t('golfBuggies.book')}</p>
            <ContactDetails />
          </section>
        </div>
      </div>

      <LinkCards
        label={t('golfBuggies.more')}
        cards={[
          { to: paths.greenfees, title: t('greenfees.title'), description: t('golfBuggies.card.greenfees') },
          { to: paths.booking, title: t('nav.booking'), description: t('golfBuggies.card.booking') },
        ]}
      />
    </Page>
  );
}
