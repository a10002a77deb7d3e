import type { ecology as enEcology } from '../en/ecology';

/** Sustainable Ecology: Ecological Management and Biodiversity. */
export const ecology: Record<keyof typeof enEcology, string> = {
  // Ecological Management
  'ecology.dashboard.frameTitle':
    'Tableau de bord en direct de VLINDER, le réseau participatif de stations météo',
  'ecology.dashboard.note':
    'Le tableau de bord est fourni par un service externe et peut mettre un moment à se charger.',
  'ecology.dashboard.open': 'Ouvrir le tableau de bord dans un nouvel onglet',
  'ecology.opensInNewTab': '(s’ouvre dans un nouvel onglet)',

  // Biodiversity
};
