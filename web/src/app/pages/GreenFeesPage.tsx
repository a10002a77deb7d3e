import { Link, useSearchParams } from 'react-router';
import { clubToday, parseIsoDate } from '../../../../common/rules/clubTime';
import { clockTimeOf, minutesOfDay } from '../../../../common/rules/seasons';
import { handicapLimitParams } from '../../../../common/validation/handicapLimitMessages';
import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { formatIsoDate } from '../../features/booking/lib/dates';
import { ContactDetails } from '../../features/opening-hours/components/ContactDetails';
import { OpeningHours } from '../../features/opening-hours/components/OpeningHours';
import { GreenFeeTable } from '../../features/prices/components/GreenFeeTable';
import { PricesFailed, PricesLoading } from '../../features/prices/components/PriceListStatus';
import { formatClock, formatEuro } from '../../features/prices/format';
import { usePriceListOn } from '../../features/prices/usePriceListOn';
import { useClubRules } from '../../features/rules/useClubRules';
import { useLocale, useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/info-pages.css';

/** The date whose list the page shows: a valid ?date=yyyy-mm-dd, else the club's today. */
function useShownDate(): { date: string; asked: boolean } {
  const [params] = useSearchParams();
  const asked = params.get('date');
  return asked !== null && parseIsoDate(asked)
    ? { date: asked, asked: true }
    : { date: clubToday(), asked: false };
}

export function GreenFeesPage() {
  const t = useT();
  const locale = useLocale();
  // The enforced limits and the tee sheet's saved members-only window (GET /rules).
  const rules = useClubRules().data;
  const membersOnly = rules?.membersOnly;
  const shown = useShownDate();
  const query = usePriceListOn(shown.date);
  const answer = query.data;
  const list = answer?.list;
  const { seasonTicket } = list?.products ?? {};

  return (
    <Page title={t('greenfees.title')} lead={t('greenfees.intro')}>
      <div className="editorial info-layout">
        <div className="info-layout__main">
          <section className="info-section" aria-labelledby="greenfees-prices">
            <h2 id="greenfees-prices">{t('greenfees.pricesTitle')}</h2>
            {shown.asked ? (
              <p className="prices-next">
                {t('greenfees.showing', { date: formatIsoDate(shown.date, locale) })}{' '}
                <Link to={paths.greenfees}>{t('greenfees.showToday')}</Link>
              </p>
            ) : null}
            {list ? (
              <GreenFeeTable caption={t('greenfees.tableCaption', { name: list.name })} list={list} />
            ) : query.isError ? (
              <PricesFailed />
            ) : (
              <PricesLoading lines={8} />
            )}
            {answer?.next ? (
              <p className="prices-next">
                <Link to={`${paths.greenfees}?date=${answer.next.effectiveFrom}`}>
                  {t('greenfees.next', {
                    date: formatIsoDate(answer.next.effectiveFrom, locale),
                    name: answer.next.name,
                  })}
                </Link>
              </p>
            ) : null}
          </section>

          <section className="info-section" aria-labelledby="greenfees-notes">
            <h2 id="greenfees-notes">{t('greenfees.notesTitle')}</h2>
            {list && seasonTicket ? (
              <ul className="info-list">
                <li>
                  {t('greenfees.note.seasonTicket', {
                    label: seasonTicket.label,
                    rounds: seasonTicket.rounds,
                    price: formatEuro(seasonTicket.price, locale),
                    note: seasonTicket.note,
                  })}
                </li>
                {list.notes ? <li>{list.notes}</li> : null}
                <li>{t('greenfees.note.atGolf', { amount: formatEuro(list.atGolfSurcharge, locale) })}</li>
                <li>{t('greenfees.note.dogs')}</li>
                {membersOnly && minutesOfDay(membersOnly.from) < minutesOfDay(membersOnly.to) ? (
                  <li>
                    {t('greenfees.note.membersOnly', {
                      from: formatClock(membersOnly.from),
                      to: formatClock(membersOnly.to),
                    })}
                  </li>
                ) : null}
              </ul>
            ) : query.isError ? null : (
              <PricesLoading lines={5} />
            )}
          </section>

          <section className="info-section" aria-labelledby="greenfees-conditions">
            <h2 id="greenfees-conditions">{t('greenfees.conditionsTitle')}</h2>
            <ul className="info-list">
              <li>{t('greenfees.condition.certificate')}</li>
              {rules ? (
                <li>{t('greenfees.condition.handicap', handicapLimitParams(rules.handicapLimits))}</li>
              ) : null}
              <li>{t('greenfees.condition.register')}</li>
              <li>{t('greenfees.condition.confirmation')}</li>
              <li>{t('greenfees.condition.dressCode')}</li>
            </ul>
          </section>
        </div>

        <div className="info-aside">
          <section className="info-section" aria-labelledby="greenfees-hours">
            <h2 id="greenfees-hours">{t('greenfees.hoursTitle')}</h2>
            <p>{t('greenfees.hours.shop')}</p>
            <OpeningHours facility="shop" />
            {list ? (
              <>
                <p>{t('greenfees.hours.twilight')}</p>
                <ul className="info-list">
                  {list.seasons.map((season) => {
                    const from = list.twilightFrom[season.key];
                    return from ? (
                      <li key={season.key}>
                        {t('greenfees.hours.twilightSeason', {
                          season: season.name,
                          time: formatClock(clockTimeOf(from)),
                        })}
                      </li>
                    ) : null;
                  })}
                </ul>
              </>
            ) : query.isError ? null : (
              <PricesLoading lines={3} />
            )}
          </section>
          <section className="info-section" aria-labelledby="greenfees-contact">
            <h2 id="greenfees-contact">{t('greenfees.contactTitle')}</h2>
            <p>{t('greenfees.hours.contact')}</p>
            <ContactDetails />
            <Link className="button" to={paths.booking}>
              {t('greenfees.bookOnline')}
            </Link>
          </section>
        </div>
      </div>

      <LinkCards
        label={t('greenfees.more')}
        cards={[
          { to: paths.booking, title: t('nav.booking'), description: t('greenfees.card.booking') },
          {
            to: paths.golfBuggies,
            title: t('golfBuggies.title'),
            description: t('greenfees.card.buggies'),
          },
          {
            to: paths.drivingRange,
            title: t('drivingRange.title'),
            description: t('greenfees.card.range'),
          },
          { to: paths.dresscode, title: t('dresscode.title'), description: t('greenfees.card.dresscode') },
        ]}
      />
    </Page>
  );
}
