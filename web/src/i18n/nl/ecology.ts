import type { ecology as enEcology } from '../en/ecology';

/** Sustainable Ecology: Ecological Management and Biodiversity. */
export const ecology: Record<keyof typeof enEcology, string> = {
  // Ecological Management
  'ecology.dashboard.frameTitle': 'Live dashboard van VLINDER, het netwerk van burgerweerstations',
  'ecology.dashboard.note':
    'Het dashboard wordt aangeboden door een externe dienst en kan even nodig hebben om te laden.',
  'ecology.dashboard.open': 'Open het dashboard in een nieuw tabblad',
  'ecology.opensInNewTab': '(opent in een nieuw tabblad)',

  // Biodiversity
};
