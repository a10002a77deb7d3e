import type { ecology as enEcology } from '../en/ecology';

/** Sustainable Ecology: Ecological Management and Biodiversity. */
export const ecology: Record<keyof typeof enEcology, string> = {
  // Ecological Management
  'ecology.dashboard.frameTitle': 'VLINDER-Live-Dashboard der Citizen-Science-Wetterstationen',
  'ecology.dashboard.note':
    'Das Dashboard wird von einem externen Dienst bereitgestellt und kann einen Moment zum Laden brauchen.',
  'ecology.dashboard.open': 'Dashboard in einem neuen Tab öffnen',
  'ecology.opensInNewTab': '(öffnet in einem neuen Tab)',

  // Biodiversity
};
