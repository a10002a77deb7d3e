import type { meta as en } from '../en/meta';

/** Was Suchmaschinen und Linkvorschauen von jeder Seite zeigen. */
export const meta: Record<keyof typeof en, string> = {
  'meta.description.home':
    'Linksgolf in den Dünen der belgischen Küste: Platzstatus und Wetter von heute, Greenfees und Startzeiten online buchen.',
  'meta.description.golfshop':
    'Der Golfshop am ersten Abschlag: Schläger, Bälle, Handschuhe, Regenkleidung und Strickwaren gegen den Nordseewind, und wo Sie Ihr Greenfee bezahlen.',
  'meta.description.overview':
    'Die Platzkarte: Die vorderen Neun führen nach Osten durch die Dünen am Strand entlang, die hinteren Neun ziehen eine Schleife nach Westen. Mit der Scorekarte.',
  'meta.description.holes': 'Gehen Sie den Linksplatz Loch für Loch ab, alle 18 Löcher, bevor Sie spielen.',
  'meta.description.handicapStrokeTable':
    'Wie viele Schläge Sie auf unserem Platz von jedem Abschlag für Ihren Handicap-Index erhalten.',
  'meta.description.ecology':
    'Der Platz liegt in einer der wenigen offenen Dünenlandschaften der belgischen Küste und wird als eigenes Naturgebiet gepflegt.',
  'meta.description.biodiversity':
    'Die Lebensräume der Dünen auf dem Linksplatz und die Pflanzen und Tiere, die sich das Gelände mit dem Golfspiel teilen.',
  'meta.description.history':
    'Wie eine Handvoll Begeisterter auf einem Dünenstreifen zwischen Meer und Poldern zu einem königlichen Club wurde.',
  'meta.description.diningBar':
    'Bar und Restaurant im Clubhaus: Mittagessen nach der Runde, die Karte, Öffnungszeiten und Tischreservierung.',
  'meta.description.bod':
    'Der Vorstand, seine Ausschüsse und das Personal, das den Platz pflegt: Ihre Ansprechpartner.',
  'meta.description.booking':
    'Buchen Sie ein Greenfee: Wählen Sie online eine Startzeit oder senden Sie uns eine Anfrage.',
  'meta.description.bookingDetails': 'Datum, Uhrzeit, Spieler und Preis Ihrer Greenfee-Reservierung.',
  'meta.description.greenfees':
    'Greenfees pro Spieler für eine Runde über 18 Löcher, nach Saison, mit den Spielbedingungen und den Öffnungszeiten des Shops.',
  'meta.description.golfBuggies':
    'Mieten Sie ein Golfcart für Ihre Runde auf dem Linksplatz: Preis, Bedingungen und Zeiten.',
  'meta.description.drivingRange':
    'Die Driving Range, offen für Mitglieder und Gäste: Preise, Öffnungszeiten und die Karten, die wir annehmen.',
  'meta.description.dresscode': 'Was Sie auf dem Platz und im Clubhaus tragen.',
  'meta.description.members': 'Der Mitgliederbereich des Clubs.',
  'meta.description.privacy':
    'Welche personenbezogenen Daten diese Website erhebt, warum, wie lange wir sie speichern und Ihre Rechte nach der DSGVO.',
  'meta.imageAlt': 'Ein Loch des Linksplatzes in den Dünen an der Nordsee',
};
