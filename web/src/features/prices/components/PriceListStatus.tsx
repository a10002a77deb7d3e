import { useT } from '../../../lib/i18n';

/** The height of one line of prices (a table row), in rem: .prices-skeleton__lines draws one bar per line. */
const LINE_REM = 2.2;

/**
 * Where a page's prices go while the list has not arrived (normally the server renders it into the HTML):
 * grey bars in the space the prices will take, so nothing below moves when they come, and one line for
 * screen readers.
 */
export function PricesLoading({ lines }: { lines: number }) {
  const t = useT();
  return (
    <div className="prices-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('prices.loading')}
      </p>
      <span className="prices-skeleton__lines" style={{ height: `${lines * LINE_REM}rem` }} />
    </div>
  );
}

/** The spec's general failure message, in place of prices that could not be loaded. */
export function PricesFailed() {
  const t = useT();
  return (
    <p className="prices-failed" role="alert">
      {t('prices.loadFailed')}
    </p>
  );
}
