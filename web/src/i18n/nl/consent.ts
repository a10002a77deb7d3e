import type { consent as enConsent } from '../en/consent';

/** The cookie consent banner: it says what the privacy policy says about cookies. */
export const consent: Record<keyof typeof enConsent, string> = {
  'consent.title': 'Uw cookiekeuzes',
  'consent.text':
    'Essentiële cookies houden de reserveringsformulieren veilig en onthouden uw keuze gedurende 1 jaar. Analytische cookies en de cookie van de videohost worden alleen geplaatst als u ze toestaat; verder surfen geldt niet als toestemming.',
  'consent.privacy': 'Lees ons privacybeleid',
  'consent.categories': 'Cookies die u toestaat',
  'consent.essential': 'Essentieel',
  'consent.essentialHint':
    'De beveiligingscookie van de reserveringsformulieren en de toestemmingscookie. Altijd aan.',
  'consent.analytics': 'Analytisch',
  'consent.analyticsHint':
    'Anonieme statistieken: ze tellen bezoeken en tonen welke pagina’s gelezen worden.',
  'consent.video': 'Videohost',
  'consent.videoHint': 'De host van de holevideo’s kan een cookie plaatsen wanneer een video speelt.',
  'consent.acceptAll': 'Alles aanvaarden',
  'consent.reject': 'Niet-essentiële weigeren',
  'consent.choose': 'Cookies kiezen',
  'consent.save': 'Keuzes opslaan',
  'consent.settings': 'Cookie-instellingen',
};
