import type { meta as en } from '../en/meta';

/** Wat zoekmachines en linkvoorbeelden van elk scherm tonen. */
export const meta: Record<keyof typeof en, string> = {
  'meta.description.holes': 'Verken de links hole per hole, alle 18, voor u speelt.',
  'meta.description.bookingDetails': 'De datum, het uur, de spelers en de prijs van uw greenfeereservatie.',
  'meta.imageAlt': 'Een linkshole in de duinen aan de Noordzee',
};
