import type { greenfees as enGreenfees } from '../en/greenfees';

/** The Green Fees menu group (green fees, buggies, driving range, dress code, booking) and its price parts. */
export const greenfees: Record<keyof typeof enGreenfees, string> = {
  'booking.title': 'Greenfee online buchen',
  'booking.intro': 'Eine Reservierung ist erst nach Bestätigung per E-Mail oder Telefon verbindlich.',
  'bookingDetails.title': 'Buchungsdetails',
  'bookingDetails.intro': 'Datum, Uhrzeit, Spieler und Preis Ihrer Greenfee-Reservierung.',

  // Price tables (features/prices)
  'prices.feeColumn': 'Greenfee',
  'prices.seasonDates': '({from} bis {to})',
  'prices.after': '{price} ab {time}',
  'prices.footnote':
    '* Mit Sternchen markierte Preise: Jugendliche unter {age} Jahren erhalten {percent}\u00a0% Ermäßigung.',
  'prices.fee.weekday': 'Wochentags',
  'prices.fee.weekend': 'Wochenende und Feiertage',
  'prices.fee.groupWeekday': 'Gruppen ab {size} Personen, wochentags',
  'prices.fee.groupWeekend': 'Gruppen ab {size} Personen, am Wochenende',
  'prices.fee.twilight': 'Twilight',
  'prices.fee.dayFee': 'Tagesgreenfee (2 Runden)',
  'prices.loading': 'Die Preise werden geladen…',
  'prices.loadFailed': 'Entschuldigung, es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',

  // Opening hours (features/opening-hours)
  'openingHours.period': '({from} bis {to})',
  'openingHours.daily': 'Täglich {opens} bis {closes}',
  'openingHours.dailyFrom': 'Täglich ab {opens}',
  'openingHours.closedOn': '{hours}, außer {days}',
  'openingHours.and': ' und ',
  'openingHours.fromTo': '{opens} bis {closes}',
  'openingHours.from': 'ab {opens}',
  'openingHours.closed': 'geschlossen',
  'openingHours.dayHours': '{day} {hours}',
  'openingHours.today': 'Heute ({day}): {hours}',
  'openingHours.todayNoSeason':
    'Heute ({day}) liegt in keiner Saison: für heute sind keine Öffnungszeiten festgelegt.',
  'openingHours.noSeason': 'keine Zeiten (zwischen den Saisons)',
  'openingHours.exception': '{hours} ({reason})',
  'openingHours.weekTitle': 'Die nächsten sieben Tage',
  'openingHours.loading': 'Öffnungszeiten werden geladen…',

  // Accepted cards (features/payment-cards)
  'paymentCards.title': 'Akzeptierte Karten',
  'paymentCards.intro': 'Sie können bar oder mit Karte bezahlen. Wir akzeptieren:',

  // Contact details (features/opening-hours)
  'contactDetails.phone': 'Telefon',
  'contactDetails.email': 'E-Mail',

  'greenfees.title': 'Greenfees',
  'greenfees.intro':
    'Gäste mit Verbandsausweis und Handicap-Nachweis sind auf unserem Linksplatz willkommen. Die Preise gelten, sofern nicht anders angegeben, pro Spieler für eine Runde über 18 Löcher.',
  'greenfees.pricesTitle': 'Preise',
  'greenfees.tableCaption': '{name}, in Euro pro Spieler',
  'greenfees.next': 'Ab {date}: {name}',
  'greenfees.showing': 'Preise gültig am {date}.',
  'greenfees.showToday': 'Die heutigen Preise anzeigen',
  'greenfees.notesTitle': 'Hinweise',
  'greenfees.note.seasonTicket': '{label}: {rounds} Runden für {price}. {note}',
  'greenfees.note.atGolf': 'Mitglieder eines at-golf-Programms zahlen {amount} mehr.',
  'greenfees.note.dogs': 'Hunde sind nicht erlaubt.',
  'greenfees.note.membersOnly': 'Startzeiten von {from} bis {to} sind Mitgliedern vorbehalten.',
  'greenfees.conditionsTitle': 'Allgemeine Bedingungen',
  'greenfees.condition.certificate': 'Ein Verbandsausweis und ein Handicap-Nachweis sind erforderlich.',
  'greenfees.condition.handicap':
    'Maximales Handicap {weekday} von Montag bis Donnerstag und {weekend} von Freitag bis Sonntag sowie an Feiertagen.',
  'greenfees.condition.register':
    'Bitte melden Sie sich vor Ihrer Runde im Golfshop an und bezahlen Sie dort.',
  'greenfees.condition.confirmation':
    'Eine Reservierung ist erst nach Bestätigung per E-Mail oder Telefon verbindlich.',
  'greenfees.condition.dressCode': 'Auf dem Platz und im Clubhaus gilt die Kleiderordnung des Clubs.',
  'greenfees.hoursTitle': 'Öffnungszeiten',
  'greenfees.hours.shop': 'Greenfees werden im Golfshop bezahlt, geöffnet:',
  'greenfees.hours.twilight': 'Twilight-Greenfees gelten:',
  'greenfees.hours.twilightSeason': '{season}: ab {time}',
  'greenfees.contactTitle': 'Buchen Sie Ihre Runde',
  'greenfees.bookOnline': 'Online buchen',
  'greenfees.hours.contact': 'Für Buchungen per Telefon oder E-Mail wenden Sie sich an den Golfshop:',
  'greenfees.more': 'Vor Ihrer Runde',
  'greenfees.card.booking': 'Fragen Sie Ihre Startzeit online an',
  'greenfees.card.buggies': 'Preis, Regeln und Verfügbarkeit',
  'greenfees.card.range': 'Wärmen Sie sich vor Ihrer Runde auf',
  'greenfees.card.dresscode': 'Was Sie auf dem Platz und im Clubhaus tragen',

  'golfBuggies.intro':
    'Der Linksplatz ist ein langer Weg durch die Dünen; mit einem Golfcart wird die Runde leichter.',
  'golfBuggies.priceTitle': 'Preis',
  'golfBuggies.item': 'Miete',
  'golfBuggies.priceColumn': 'Preis pro Runde',
  'golfBuggies.row': 'Golfcart',
  'golfBuggies.rulesTitle': 'Regeln',
  'golfBuggies.rule.age': 'Der Fahrer muss mindestens {age} Jahre alt sein.',
  'golfBuggies.rule.paths':
    'Fahren Sie in der Nähe von Grüns und Abschlägen nur auf den Wegen und im Rough, und folgen Sie den Schildern der Greenkeeper.',
  'golfBuggies.hoursTitle': 'Zeiten',
  'golfBuggies.hours.intro': 'Golfcarts stehen nur zur Verfügung bis:',
  'golfBuggies.hours.until': 'Bis {time}',
  'golfBuggies.bookTitle': 'Golfcart reservieren',
  'golfBuggies.book': 'Reservieren Sie Ihr Golfcart zusammen mit Ihrer Startzeit im Golfshop:',
  'golfBuggies.more': 'Mehr zum Spielen bei uns',
  'golfBuggies.card.greenfees': 'Preise und Bedingungen',
  'golfBuggies.card.booking': 'Fragen Sie Ihre Startzeit online an',

  'drivingRange.title': 'Driving Range',
  'drivingRange.intro':
    'Die Driving Range steht Mitgliedern und Gästen gleichermaßen offen: Wärmen Sie sich vor Ihrer Runde auf, oder kommen Sie einfach zum Üben.',
  'drivingRange.feeTitle': 'Gebühr',
  'drivingRange.item': 'Spieler',
  'drivingRange.priceColumn': 'Pro {hours} Stunden',
  'drivingRange.adults': 'Erwachsene (ab {age} Jahren)',
  'drivingRange.juniors': 'Jugendliche (unter {age} Jahren)',
  'drivingRange.conditionsTitle': 'Bedingungen',
  'drivingRange.condition.balls':
    'Rangebälle sind nur für die Range bestimmt: Nehmen Sie sie niemals mit auf den Platz.',
  'drivingRange.condition.tees': 'Schlagen Sie nur von den Matten und den markierten Rasenabschlägen.',
  'drivingRange.condition.safety':
    'Betreten Sie die Range nie, während andere schlagen, und hören Sie auf, wenn die Greenkeeper die Bälle einsammeln.',
  'drivingRange.condition.juniors': 'Jugendliche unter 12 Jahren üben in Begleitung eines Erwachsenen.',
  'drivingRange.hoursTitle': 'Öffnungszeiten',
  'drivingRange.contactTitle': 'Kontakt',
  'drivingRange.contact': 'Fragen zur Range oder zu Golfstunden? Wenden Sie sich an den Golfshop:',
  'drivingRange.caddymasterTitle': 'Caddymaster',
  'drivingRange.caddymaster':
    'Der Caddymaster empfängt Sie am ersten Abschlag, sorgt für pünktliche Starts und kann einen Trolley oder ein Golfcart für Sie organisieren.',
  'drivingRange.greenkeeperTitle': 'Greenkeeper',
  'drivingRange.greenkeeper':
    'Unsere Greenkeeper bereiten den Linksplatz ab dem ersten Tageslicht vor: Bitte lassen Sie ihren Maschinen den Vortritt, und folgen Sie ihren Hinweisen.',
  'drivingRange.more': 'Mehr zum Spielen bei uns',
  'drivingRange.card.greenfees': 'Preise und Bedingungen',
  'drivingRange.card.booking': 'Fragen Sie Ihre Startzeit online an',

  'dresscode.title': 'Kleiderordnung',
};
