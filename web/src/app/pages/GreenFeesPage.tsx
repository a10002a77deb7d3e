import { Link } from 'react-router';
import {
  AT_GOLF_SURCHARGE,
  OPENING_HOURS,
  SEASON_TICKET_2025,
  TWILIGHT_STARTS_AT,
} from '../../../../common/rules/prices';
import { teeSheetConfig } from '../../../../common/rules/teeSheet';
import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { ContactDetails } from '../../features/opening-hours/components/ContactDetails';
import { OpeningHours } from '../../features/opening-hours/components/OpeningHours';
import { GreenFeeTable } from '../../features/prices/components/GreenFeeTable';
import { formatClock, formatEuro } from '../../features/prices/format';
import { useLocale, useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/info-pages.css';

export function GreenFeesPage() {
  const t = useT();
  const locale = useLocale();
  const { membersOnly } = teeSheetConfig;
  return (
    <Page title={t('greenfees.title')} lead={t('greenfees.intro')}>
      <div className="editorial info-layout">
        <div className="info-layout__main">
          <section className="info-section" aria-labelledby="greenfees-prices">
            <h2 id="greenfees-prices">{t('greenfees.pricesTitle')}</h2>
            <GreenFeeTable caption={t('greenfees.tableCaption')} />
          </section>

          <section className="info-section" aria-labelledby="greenfees-notes">
            <h2 id="greenfees-notes">{t('greenfees.notesTitle')}</h2>
            <ul className="info-list">
              <li>
                {t('greenfees.note.seasonTicket', {
                  rounds: SEASON_TICKET_2025.rounds,
                  price: formatEuro(SEASON_TICKET_2025.price, locale),
                })}
              </li>
              <li>{t('greenfees.note.noDiscount')}</li>
              <li>{t('greenfees.note.atGolf', { amount: formatEuro(AT_GOLF_SURCHARGE, locale) })}</li>
              <li>{t('greenfees.note.dogs')}</li>
              <li>
                {t('greenfees.note.membersOnly', {
                  from: formatClock(membersOnly.from),
                  to: formatClock(membersOnly.to),
                })}
              </li>
            </ul>
          </section>

          <section className="info-section" aria-labelledby="greenfees-conditions">
            <h2 id="greenfees-conditions">{t('greenfees.conditionsTitle')}</h2>
            <ul className="info-list">
              <li>{t('greenfees.condition.certificate')}</li>
              <li>{t('greenfees.condition.handicap')}</li>
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
            <OpeningHours hours={OPENING_HOURS.shop} />
            <p>
              {t('greenfees.hours.twilight', {
                low: formatClock(TWILIGHT_STARTS_AT.low),
                high: formatClock(TWILIGHT_STARTS_AT.high),
              })}
            </p>
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
