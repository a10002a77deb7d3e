/** Sustainable Ecology: Ecological Management and Biodiversity. */
export const ecology = {
  // Ecological Management
  'ecology.dashboard.frameTitle': 'VLINDER live dashboard of citizen-science weather stations',
  'ecology.dashboard.note': 'The dashboard is provided by an external service and may take a moment to load.',
  'ecology.dashboard.open': 'Open the dashboard in a new tab',
  'ecology.opensInNewTab': '(opens in a new tab)',

  // Biodiversity
} as const;
