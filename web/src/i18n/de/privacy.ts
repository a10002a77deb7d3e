import type { privacy as enPrivacy } from '../en/privacy';

export const privacy: Record<keyof typeof enPrivacy, string> = {
  'privacy.title': 'Datenschutzerklärung',
  'privacy.backHome': 'Zurück zur Startseite',
  'privacy.contents': 'Auf dieser Seite',
  'privacy.updated': 'Diese Datenschutzerklärung wurde zuletzt am {date} aktualisiert.',
  'privacy.intro':
    '{club} respektiert Ihre Privatsphäre. Diese Erklärung beschreibt, welche personenbezogenen Daten wir über diese Website erheben, zu welchem Zweck, wie lange wir sie aufbewahren und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) haben.',
  'privacy.controllerTitle': 'Verantwortliche Stelle',
  'privacy.controller':
    '{club}, {address}, ist für die Verarbeitung Ihrer personenbezogenen Daten verantwortlich. Bei Fragen zu dieser Erklärung oder zu Ihren Daten schreiben Sie an {email}.',
  'privacy.greenfeeTitle': 'Greenfee- und Tischreservierungen',
  'privacy.greenfee':
    'Wenn Sie ein Greenfee anfragen, erheben wir Ihren Vornamen, Ihren Nachnamen, Ihr Handicap, Ihre E-Mail-Adresse, Ihre Telefonnummer, das gewünschte Spieldatum und die gewünschte Uhrzeit, die Anzahl der Erwachsenen und Jugendlichen sowie etwaige Bemerkungen, die Sie hinzufügen.',
  'privacy.table':
    'Wenn Sie einen Tisch im Restaurant anfragen, erheben wir Ihren vollständigen Namen, die Anzahl der Personen, Ihre Telefonnummer, Ihre E-Mail-Adresse und das Datum.',
  'privacy.greenfeePurpose':
    'Wir verwenden diese Daten ausschließlich, um Ihre Anfrage zu bearbeiten, Ihre Reservierung per E-Mail oder Telefon zu bestätigen und für die gesetzlich vorgeschriebene Buchführung. Wir verkaufen sie nicht und geben sie an niemanden weiter außer an die Dienstleister, die unter „Wer Daten für uns verarbeitet“ genannt sind.',
  'privacy.greenfeeRetention':
    'Buchungsdaten bewahren wir so lange auf, wie es für die Abwicklung Ihrer Buchung erforderlich ist, und Buchhaltungsunterlagen für den gesetzlich vorgeschriebenen Zeitraum.',
  'privacy.retentionTitle': 'Wie lange wir Ihre Daten aufbewahren',
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
  'privacy.logsTitle': 'Protokolldateien',
  'privacy.logs':
    'Wie die meisten Websites speichert unser Server Protokolldateien: Datum und Uhrzeit jedes Aufrufs, die aufgerufene Seite, die IP-Adresse sowie den verwendeten Browser und das Betriebssystem. Wir verwenden sie ausschließlich, um die Sicherheit und den reibungslosen Betrieb der Website zu gewährleisten, und löschen sie nach kurzer Zeit, sofern sie nicht zur Untersuchung eines Angriffs benötigt werden.',
  'privacy.cookiesTitle': 'Cookies',
  'privacy.cookiesIntro':
    'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Diese Website verwendet folgende Cookies:',
  'privacy.cookie.necessary':
    'Notwendige Cookies: ein Sicherheits-Cookie, das die Buchungsformulare vor websiteübergreifenden Anfragen (Cross-Site Requests) schützt.',
  'privacy.cookie.consent':
    'Ein Einwilligungs-Cookie, das Ihre Cookie-Auswahl speichert. Es ist 1 Jahr gültig; danach fragen wir Sie erneut.',
  'privacy.cookie.analytics':
    'Analyse-Cookies, nur wenn Sie ihnen zustimmen: Sie zählen Besuche und zeigen, welche Seiten gelesen werden, damit wir die Website verbessern können. Die Statistiken sind anonym.',
  'privacy.cookie.video':
    'Ein Cookie des Video-Anbieters, nur wenn Sie ihm zustimmen: Der Anbieter der Videos auf der Seite der Löcher kann ein Cookie setzen, wenn ein Video abgespielt wird.',
  'privacy.cookiesChoice':
    'Sie können Ihre Einwilligung jederzeit über den Link „Cookie-Einstellungen“ am Fuß jeder Seite ändern oder widerrufen. Wenn Sie Cookies ablehnen, können Sie die Website trotzdem nutzen.',
  'privacy.rightsTitle': 'Ihre Rechte nach der DSGVO',
  'privacy.rightsIntro': 'Sie haben das Recht:',
  'privacy.right.access':
    'auf Auskunft über die personenbezogenen Daten, die wir über Sie gespeichert haben;',
  'privacy.right.rectification': 'auf Berichtigung unrichtiger oder unvollständiger Daten;',
  'privacy.right.erasure': 'auf Löschung Ihrer Daten („Recht auf Vergessenwerden“);',
  'privacy.right.restriction': 'auf Einschränkung der Verarbeitung;',
  'privacy.right.portability': 'auf Datenübertragbarkeit: Ihre Daten in einem gängigen Format zu erhalten;',
  'privacy.right.objection': 'der Verarbeitung Ihrer Daten zu widersprechen;',
  'privacy.right.complaint':
    'Beschwerde bei der belgischen Datenschutzbehörde (Gegevensbeschermingsautoriteit / Autorité de protection des données) einzulegen.',
  'privacy.requestsTitle': 'So stellen Sie einen Antrag',
  'privacy.requests':
    'Senden Sie Ihren Antrag an {email}. Wir antworten innerhalb eines Monats nach Eingang. Gegebenenfalls bitten wir Sie zunächst, Ihre Identität nachzuweisen, damit wir Ihre Daten niemals an eine andere Person herausgeben.',
  'privacy.changesTitle': 'Änderungen dieser Erklärung',
  'privacy.changes':
    'Wir können diese Erklärung aktualisieren, wenn sich die Website oder die Rechtslage ändert. Das Datum oben auf der Seite zeigt die neueste Fassung an.',
};
