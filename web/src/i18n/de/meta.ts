import type { meta as en } from '../en/meta';

/** Was Suchmaschinen und Linkvorschauen von jeder Seite zeigen. */
export const meta: Record<keyof typeof en, string> = {
  'meta.description.holes': 'Gehen Sie den Linksplatz Loch für Loch ab, alle 18 Löcher, bevor Sie spielen.',
  'meta.description.bookingDetails': 'Datum, Uhrzeit, Spieler und Preis Ihrer Greenfee-Reservierung.',
  'meta.imageAlt': 'Ein Loch des Linksplatzes in den Dünen an der Nordsee',
};
