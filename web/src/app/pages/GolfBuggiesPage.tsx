import { clubToday } from '../../../../common/rules/clubTime';
import { clockTimeOf } from '../../../../common/rules/seasons';
import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { ContactDetails } from '../../features/opening-hours/components/ContactDetails';
import { useSeasonDates } from '../../features/prices/components/GreenFeeTable';
import { PriceList } from '../../features/prices/components/PriceList';
import { PricesFailed, PricesLoading } from '../../features/prices/components/PriceListStatus';
import { formatClock, formatEuro } from '../../features/prices/format';
import { usePriceListOn } from '../../features/prices/usePriceListOn';
import { useLocale, useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/info-pages.css';

export function GolfBuggiesPage() {
  const t = useT();
  const locale = useLocale();
  const seasonDates = useSeasonDates();
  const query = usePriceListOn(clubToday());
  const list = query.data?.list;
  const buggy = list?.products.buggy;
  const pending = query.isError ? null : <PricesLoading lines={3} />;
  return (
    <Page title={t('golfBuggies.title')} lead={t('golfBuggies.intro')}>
      <div className="editorial info-layout">
        <div className="info-layout__main">
          <section className="info-section" aria-labelledby="buggies-price">
            <h2 id="buggies-price">{t('golfBuggies.priceTitle')}</h2>
            {buggy ? (
              <PriceList
                caption={buggy.label}
                itemLabel={t('golfBuggies.item')}
                priceLabel={t('golfBuggies.priceColumn')}
                rows={[
                  {
                    id: 'buggy',
                    label: t('golfBuggies.row'),
                    price: formatEuro(buggy.pricePerRound, locale),
                  },
                ]}
              />
            ) : query.isError ? (
              <PricesFailed />
            ) : (
              pending
            )}
          </section>

          <section className="info-section" aria-labelledby="buggies-rules">
            <h2 id="buggies-rules">{t('golfBuggies.rulesTitle')}</h2>
            <ul className="info-list">
              {buggy ? <li>{t('golfBuggies.rule.age', { age: buggy.driverMinAge })}</li> : null}
              {buggy?.note ? <li>{buggy.note}</li> : null}
              <li>{t('golfBuggies.rule.paths')}</li>
            </ul>
          </section>
        </div>

        <div className="info-aside">
          <section className="info-section" aria-labelledby="buggies-hours">
            <h2 id="buggies-hours">{t('golfBuggies.hoursTitle')}</h2>
            <p>{t('golfBuggies.hours.intro')}</p>
            {list && buggy ? (
              <dl className="opening-hours">
                {list.seasons.map((season) => {
                  const until = buggy.availableUntil[season.key];
                  return (
                    <div
                      key={season.key}
                      className={`opening-hours__season opening-hours__season--${season.key}`}
                    >
                      <dt className="opening-hours__name">
                        {season.name}
                        <span className="opening-hours__period"> {seasonDates(season)}</span>
                      </dt>
                      <dd className="opening-hours__hours">
                        {until
                          ? t('golfBuggies.hours.until', { time: formatClock(clockTimeOf(until)) })
                          : null}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            ) : (
              pending
            )}
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
