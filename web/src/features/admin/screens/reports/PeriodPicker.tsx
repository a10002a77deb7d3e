import { useId } from 'react';
import { clubToday, parseIsoDate } from '../../../../../../common/rules/clubTime';
import { Toggle } from '../../components/Toggle';
import { useAdminT } from '../../i18n';
import { formatDays } from './format';
import { periodAround, periodKinds, type SeasonsOn, seasonPresets, stepPeriod } from './period';
import type { ReportPeriodState } from './useReportPeriod';

interface PeriodPickerProps {
  state: ReportPeriodState;
  seasonsOn: SeasonsOn;
}

/**
 * The report's period: its kind as pills, then earlier / now / later and any day in it (a range: its two
 * days; a season: also this season and the previous one), and the comparison with a year earlier.
 */
export function PeriodPicker({ state, seasonsOn }: PeriodPickerProps) {
  const t = useAdminT();
  const errorId = useId();
  const { period } = state;
  const today = clubToday();
  const presets = period.kind === 'season' ? seasonPresets(today, seasonsOn) : [];
  const presetLabels = ['admin.reports.period.thisSeason', 'admin.reports.period.previousSeason'] as const;

  return (
    <section className="reports-picker" aria-label={t('admin.reports.period.legend')}>
      <fieldset className="admin-segmented reports-picker__kinds">
        <legend className="visually-hidden">{t('admin.reports.period.legend')}</legend>
        {periodKinds.map((kind) => (
          <label key={kind} className="admin-segmented__option">
            <input
              type="radio"
              name="report-period"
              value={kind}
              checked={period.kind === kind}
              onChange={() => state.chooseKind(kind)}
            />
            {t(`admin.reports.period.${kind}`)}
          </label>
        ))}
      </fieldset>

      {period.kind === 'range' ? (
        <div className="reports-picker__range">
          {(['from', 'to'] as const).map((end) => (
            <label key={end} className="admin-field">
              <span className="admin-field__label">{t(`admin.reports.period.${end}`)}</span>
              <input
                className="admin-input"
                type="date"
                value={period[end]}
                required
                aria-invalid={state.problem ? true : undefined}
                aria-describedby={state.problem ? errorId : undefined}
                onChange={(event) => {
                  const day = event.target.value;
                  if (!parseIsoDate(day)) return;
                  state.setRange(end === 'from' ? day : period.from, end === 'to' ? day : period.to);
                }}
              />
            </label>
          ))}
          {state.problem ? (
            <p className="admin-field__error reports-picker__problem" id={errorId}>
              {state.problem}
            </p>
          ) : null}
        </div>
      ) : null}

      <nav className="reports-picker__steps" aria-label={t('admin.reports.period.steps')}>
        <button
          type="button"
          className="button button--secondary reports-picker__step"
          onClick={() => state.show(stepPeriod(period, -1, seasonsOn))}
        >
          <span aria-hidden="true">‹</span> {t('admin.reports.period.previous')}
        </button>
        {period.kind === 'range' ? null : (
          <label className="reports-picker__day">
            <span className="visually-hidden">{t('admin.reports.period.anyDay')}</span>
            <input
              className="admin-input"
              type="date"
              value={period.from}
              required
              onChange={(event) => {
                const day = event.target.value;
                if (parseIsoDate(day) && period.kind !== 'range') {
                  state.show(periodAround(period.kind, day, seasonsOn));
                }
              }}
            />
          </label>
        )}
        <button
          type="button"
          className="button button--secondary reports-picker__step"
          onClick={() => state.show(stepPeriod(period, 1, seasonsOn))}
        >
          {t('admin.reports.period.next')} <span aria-hidden="true">›</span>
        </button>
        {period.kind === 'range' || (period.from <= today && today <= period.to) ? null : (
          <button
            type="button"
            className="button button--secondary reports-picker__step"
            onClick={() =>
              state.show(periodAround(period.kind === 'range' ? 'month' : period.kind, today, seasonsOn))
            }
          >
            {t('admin.reports.period.current')}
          </button>
        )}
      </nav>

      {presets.length > 0 ? (
        <ul className="reports-picker__presets" aria-label={t('admin.reports.period.seasons')}>
          {presets.map((preset, index) => {
            const label = t(presetLabels[index] ?? 'admin.reports.period.thisSeason', {
              season: `${preset.season?.name ?? ''} (${formatDays(preset)})`,
            });
            const shown = preset.from === period.from && preset.to === period.to;
            return (
              <li key={preset.from}>
                <button
                  type="button"
                  className="button button--secondary admin-button--small"
                  aria-pressed={shown}
                  onClick={() => state.show(preset)}
                >
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      <div className="reports-picker__compare">
        <Toggle
          label={t('admin.reports.compare')}
          on={state.compare}
          onText={t('admin.reports.compare.on')}
          offText={t('admin.reports.compare.off')}
          onChange={state.setCompare}
        />
      </div>
    </section>
  );
}
