import { useState } from 'react';
import { clubToday } from '../../../../../common/rules/clubTime';
import { useAdminOpeningHours } from '../api/openingHours';
import { AdminScreen } from '../components/AdminScreen';
import { ExceptionCalendar } from '../components/openingHours/ExceptionCalendar';
import { ExceptionForm } from '../components/openingHours/ExceptionForm';
import { HoursForm } from '../components/openingHours/HoursForm';
import { QueryGate } from '../components/QueryGate';
import { useAdminT } from '../i18n';
import '../components/openingHours/openingHours.css';

/**
 * The opening hours of the driving range, the golf shop and the bar (docs/product.md, Opening hours):
 * their seasons with each weekday's hours, and a month calendar of exceptional days. The pages show a
 * change at once.
 */
export function OpeningHoursScreen() {
  const t = useAdminT();
  const hours = useAdminOpeningHours();
  const [selected, setSelected] = useState(clubToday());
  const [month, setMonth] = useState(selected.slice(0, 7));
  return (
    <AdminScreen title={t('admin.nav.openingHours')} lead={t('admin.hours.lead')}>
      <QueryGate query={hours}>
        {(data) => (
          <>
            <h2 className="hours-section-title">{t('admin.hours.exceptions')}</h2>
            <ExceptionCalendar
              month={month}
              exceptions={data.exceptions}
              selected={selected}
              onSelect={setSelected}
              onMonth={setMonth}
            />
            {/* A new form for each day picked: it starts on that day. */}
            <ExceptionForm key={selected} date={selected} />
            <h2 className="hours-section-title">{t('admin.hours.seasons')}</h2>
            <HoursForm initial={data.hours} />
          </>
        )}
      </QueryGate>
    </AdminScreen>
  );
}
