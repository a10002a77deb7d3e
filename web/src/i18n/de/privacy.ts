import type { privacy as enPrivacy } from '../en/privacy';

export const privacy: Record<keyof typeof enPrivacy, string> = {
  'privacy.title': 'Datenschutzerklärung',
  'privacy.backHome': 'Zurück zur Startseite',
  'privacy.contents': 'Auf dieser Seite',
  'privacy.updated': 'Diese Datenschutzerklärung wurde zuletzt am {date} aktualisiert.',
  'privacy.intro':
    '{club} respektiert Ihre Privatsphäre. Diese Erklärung beschreibt, welche personenbezogenen Daten wir über diese Website erheben, zu welchem Zweck, wie lange wir sie aufbewahren und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) haben.',
  'privacy.controller':
    '{club}, {address}, ist für die Verarbeitung Ihrer personenbezogenen Daten verantwortlich. Bei Fragen zu dieser Erklärung oder zu Ihren Daten schreiben Sie an {email}.',
  'privacy.retentionRequests':
    'Greenfee- und Tischanfragen werden {period} nach dem angefragten Datum anonymisiert: Nur Datum, Uhrzeit und Zahl der Spieler bleiben erhalten.',
  'privacy.retentionBookings':
    'Buchungen einer Abschlagszeit werden {period} nach der Abschlagszeit anonymisiert: Ihr Name, Ihre E-Mail-Adresse, Telefonnummer, Ihr Handicap sowie Mitglieds- und Verbandsnummer werden gelöscht; Datum, Zahl der Spieler, Preis und Zahlungsreferenz bleiben in unserer Buchhaltung.',
  'privacy.retentionMails':
    'Die E-Mails, die wir Ihnen senden, werden {period} nach dem Versand aus unserem System gelöscht.',
  'privacy.retentionAudit':
    'Das Protokoll der Änderungen unserer Mitarbeitenden, in dem Sie genannt sein können, wird nach {period} gelöscht.',
  'privacy.period.month': '{n} {n:Monat|Monaten}',
  'privacy.period.day': '{n} {n:Tag|Tagen}',
  'privacy.requests':
    'Senden Sie Ihren Antrag an {email}. Wir antworten innerhalb eines Monats nach Eingang. Gegebenenfalls bitten wir Sie zunächst, Ihre Identität nachzuweisen, damit wir Ihre Daten niemals an eine andere Person herausgeben.',
};
