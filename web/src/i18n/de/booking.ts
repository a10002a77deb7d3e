import type { booking as enBooking } from '../en/booking';

/**
 * Booking a green fee: the mail request form (bookingForm.*), the online flow with payment
 * (bookingOnline.*) and the booking details screen (bookingView.*).
 */
export const booking: Record<keyof typeof enBooking, string> = {
  // The mail request form
  'bookingForm.loading': 'Das Buchungsformular wird geladen',
  'bookingForm.detailsTitle': 'Ihre Angaben',
  'bookingForm.roundTitle': 'Ihre Runde',
  'bookingForm.sendTitle': 'Anfrage senden',
  'bookingForm.firstname': 'Vorname',
  'bookingForm.lastname': 'Nachname',
  'bookingForm.handicap': 'Handicap',
  'bookingForm.handicapHint': 'Von {min} bis {max}, zum Beispiel 18,4',
  'bookingForm.email': 'E-Mail',
  'bookingForm.telephone': 'Telefon',
  'bookingForm.players': 'Spieler',
  'bookingForm.adults': 'Erwachsene',
  'bookingForm.juniors': 'Jugendliche',
  'bookingForm.juniorsHint': 'Unter {age} Jahren',
  'bookingForm.date': 'Datum',
  'bookingForm.dateLimit': 'An einem {weekday} beträgt das maximale Handicap {max}.',
  'bookingForm.dateLimitHoliday': '{holiday}: Das maximale Handicap beträgt {max}.',
  'bookingForm.time': 'Startzeit',
  'bookingForm.remarks': 'Bemerkungen',
  'bookingForm.optional': '(optional)',
  'bookingForm.remarksHint': 'Ein Golfcart, ein Wunsch zur Startzeit, alles, was der Club wissen sollte.',
  'bookingForm.terms':
    'Ich akzeptiere die Allgemeinen Bedingungen und bin damit einverstanden, dass der Club meine Angaben zur Bearbeitung dieser Anfrage verwendet.',
  'bookingForm.termsRead': 'Lesen Sie die',
  'bookingForm.termsConditions': 'Allgemeinen Bedingungen',
  'bookingForm.termsAnd': 'und die',
  'bookingForm.termsPrivacy': 'Datenschutzerklärung',
  'bookingForm.termsGate': 'Setzen Sie oben das Häkchen, um Ihre Anfrage zu senden.',
  'bookingForm.recap': 'Ihre Anfrage: {date} um {time}, für {players}.',
  'bookingForm.dateDropped':
    'Am {date} gibt es keine freie Startzeit mehr für {players}, daher wurden Datum und Zeit gelöscht. Bitte wählen Sie ein anderes Datum.',
  'bookingForm.timeDropped':
    'Die gewählte Startzeit ({time}) hat keinen Platz für {players} und ist daher nicht mehr ausgewählt. Bitte wählen Sie eine andere Zeit.',
  'bookingForm.reset': 'Formular leeren',
  'bookingForm.submit': 'Anfrage senden',
  'bookingForm.sending': 'Wird gesendet…',
  'bookingForm.errorPrefix': 'Fehler:',
  'bookingForm.contactPhone': 'Telefon:',
  'bookingForm.contactEmail': 'E-Mail:',

  // Time slots
  'bookingForm.slots.chooseDate': 'Wählen Sie ein Datum, um die freien Startzeiten zu sehen.',
  'bookingForm.slots.loading': 'Freie Startzeiten werden gesucht…',
  'bookingForm.slots.count': '{count} freie Startzeiten',
  'bookingForm.slots.countOne': '1 freie Startzeit',
  'bookingForm.slots.period.morning': 'Vormittag',
  'bookingForm.slots.period.afternoon': 'Nachmittag',
  'bookingForm.slots.period.twilight': 'Twilight, ab {time}',
  'bookingForm.slots.membersOnly': 'Startzeiten von {from} bis {to} sind Mitgliedern vorbehalten.',

  // The price of the chosen round, as information
  'bookingForm.price.title': 'Ihr Greenfee',
  'bookingForm.price.chooseDate':
    'Wählen Sie ein Datum und eine Startzeit, um zu sehen, was Ihre Runde kostet.',
  'bookingForm.price.perAdult': '{price} für Erwachsene',
  'bookingForm.price.perJunior': '{price} für Jugendliche',
  'bookingForm.price.dayTwilight': 'Twilight ab {time}: {price} pro Spieler.',
  'bookingForm.price.line': '{players} × {price}',
  'bookingForm.price.total': 'Gesamt',
  'bookingForm.price.fee': '{fee} · {season}',
  'bookingForm.price.payAtShop': 'Zur Information: Sie bezahlen vor Ihrer Runde im Golfshop.',

  // Notes (docs/product.md, Booking)
  'bookingForm.notesTitle': 'Gut zu wissen',
  'bookingForm.note.handicap':
    'Das maximale Handicap beträgt {weekday} von Montag bis Donnerstag und {weekend} von Freitag bis Sonntag sowie an Feiertagen.',
  'bookingForm.note.proof':
    'Bringen Sie einen Nachweis Ihres Handicaps mit: Er wird bei der Ankunft verlangt.',
  'bookingForm.contactTitle': 'Fragen?',
  'bookingForm.contactText': 'Für Gruppen oder Fragen zu Ihrer Runde wenden Sie sich an den Golfshop:',

  // After sending
  'bookingForm.thanksTitle': 'Vielen Dank, {name}',
  'bookingForm.thanksText':
    'Ihre Anfrage wurde an den Club gesendet. Eine Reservierung ist erst nach Bestätigung per E-Mail oder Telefon verbindlich.',
  'bookingForm.summaryTitle': 'Ihre Anfrage',
  'bookingForm.summary.name': 'Name',
  'bookingForm.summary.handicap': 'Handicap',
  'bookingForm.summary.email': 'E-Mail',
  'bookingForm.summary.telephone': 'Telefon',
  'bookingForm.summary.players': 'Spieler',
  'bookingForm.summary.date': 'Datum',
  'bookingForm.summary.time': 'Startzeit',
  'bookingForm.summary.remarks': 'Bemerkungen',
  'bookingForm.summary.price': 'Greenfee',
  'bookingForm.adultsCount': '{count} {count:Erwachsener|Erwachsene}',
  'bookingForm.juniorsCount': '{count} {count:Jugendlicher|Jugendliche}',
  'bookingForm.more': 'Vor Ihrer Runde',
  'bookingForm.card.greenfees': 'Preise und Bedingungen',
  'bookingForm.card.buggies': 'Golfcart zusammen mit der Startzeit reservieren',
  'bookingForm.card.dresscode': 'Was Sie auf dem Platz und im Clubhaus tragen',

  // The online flow
  'bookingOnline.testPayments.title': 'Testzahlungen',
  'bookingOnline.testPayments.text':
    'Diese Seite nimmt Testzahlungen an: Es wird kein Geld abgebucht und keine Buchung ist echt.',
  'bookingOnline.lead': 'Wählen Sie Ihre Startzeit und bezahlen Sie online: Ihre Runde ist sofort gebucht.',
  'bookingOnline.steps': 'Buchungsschritte',
  'bookingOnline.step.details': 'Angaben',
  'bookingOnline.step.party': 'Spieler',
  'bookingOnline.step.date': 'Datum',
  'bookingOnline.step.slot': 'Startzeit',
  'bookingOnline.step.confirm': 'Bezahlen',
  'bookingOnline.stepDone': '(erledigt)',
  'bookingOnline.stepIncomplete': '(noch nicht vollständig)',
  'bookingOnline.detailsHint':
    'Geben Sie Ihren Namen, Ihre E-Mail-Adresse und Ihre Telefonnummer ein, um Ihre Runde zu wählen.',
  'bookingOnline.partyTitle': 'Wie viele Spieler?',
  'bookingOnline.partyHint': '1 bis {max} Spieler pro Startzeit.',
  'bookingOnline.partnersTitle': 'Die anderen Spieler',
  'bookingOnline.partnersHint':
    'Optional. Ihre Namen stehen auf der Startliste; mit einer E-Mail-Adresse erhält ein Spieler eine Kopie der Bestätigung.',
  'bookingOnline.partnerName': 'Spieler {number}: Name',
  'bookingOnline.partnerEmail': 'Spieler {number}: E-Mail',
  'bookingOnline.summary.partners': 'Weitere Spieler',
  'bookingOnline.dateTitle': 'An welchem Tag?',
  'bookingOnline.slotTitle': 'Welche Startzeit?',
  'bookingOnline.confirmTitle': 'Bestätigen und bezahlen',
  'bookingOnline.pay': 'Bestätigen und {price} bezahlen',
  'bookingOnline.paying': 'Ihre Zahlung wird vorbereitet…',
  'bookingOnline.redirecting': 'Sie werden zur sicheren Zahlungsseite weitergeleitet…',
  'bookingOnline.payNote':
    'Sie bezahlen mit Bancontact oder Karte auf der sicheren Seite unseres Zahlungsdienstleisters. Während Sie bezahlen, bleibt Ihre Startzeit für Sie reserviert.',
  'bookingOnline.terms': 'Mit der Zahlung akzeptieren Sie die',
  'bookingOnline.note.confirmation':
    'Ihre Buchung ist verbindlich, sobald sie bezahlt ist: Sie erhalten dann eine Bestätigung per E-Mail.',

  // Booking details
  'bookingView.loading': 'Ihre Reservierung wird geladen',
  'bookingView.summaryTitle': 'Ihre Reservierung',
  'bookingView.type': 'Art',
  'bookingView.type.greenfee': 'Greenfee',
  'bookingView.name': 'Name',
  'bookingView.email': 'E-Mail',
  'bookingView.telephone': 'Telefon',
  'bookingView.memberNumber': 'Mitgliedsnummer',
  'bookingView.federationNumber': 'Verbandsnummer',
  'bookingView.adults': 'Erwachsene',
  'bookingView.juniors': 'Jugendliche',
  'bookingView.price': 'Preis',
  'bookingView.payment': 'Zahlung:',
  'bookingView.paymentUnknown': 'Unbekannt',
  'bookingView.paymentState.open': 'Offen',
  'bookingView.paymentState.paid': 'Bezahlt',
  'bookingView.paymentState.failed': 'Fehlgeschlagen',
  'bookingView.paymentState.canceled': 'Storniert',
  'bookingView.paymentState.expired': 'Abgelaufen',
  'bookingView.state.open': 'Wir warten auf Ihre Zahlung. Diese Seite aktualisiert sich von selbst.',
  'bookingView.state.paid': 'Ihre Zahlung ist eingegangen, und Ihre Startzeit ist bestätigt.',
  'bookingView.state.failed': 'Die Zahlung ist fehlgeschlagen, daher wurde die Startzeit wieder freigegeben.',
  'bookingView.state.canceled':
    'Die Zahlung wurde abgebrochen, daher wurde die Startzeit wieder freigegeben.',
  'bookingView.state.expired':
    'Die Zahlung wurde nicht rechtzeitig abgeschlossen, daher wurde die Startzeit wieder freigegeben.',
  'bookingView.cancel': 'Reservierung stornieren',
  'bookingView.cancelUntil': 'Sie können diese Reservierung bis zum {date} um {time} online stornieren.',
  'bookingView.cancelRefund.full':
    'Wenn Sie stornieren, wird Ihre Zahlung von {price} vollständig erstattet.',
  'bookingView.cancelRefund.part':
    'Wenn Sie stornieren, werden {amount} Ihrer Zahlung von {price} erstattet.',
  'bookingView.cancelRefund.none': 'Wenn Sie stornieren, wird Ihre Zahlung von {price} nicht erstattet.',
  'bookingView.canceling': 'Wird storniert…',
  'bookingView.cancelFailed':
    'Ihre Reservierung konnte nicht storniert werden. Bitte versuchen Sie es später erneut, oder wenden Sie sich an den Golfshop:',
  'bookingView.cancelClosed':
    'Diese Reservierung kann nicht mehr online storniert werden. Um sie zu stornieren, wenden Sie sich bitte an den Golfshop:',
  'bookingView.reference': 'Referenz:',
  'bookingView.notFoundHelp':
    'Bitte prüfen Sie den Link in Ihrer E-Mail, oder wenden Sie sich an den Golfshop:',
  'bookingView.bookAgain': 'Startzeit buchen',
  'bookingView.released.title.failed': 'Zahlung fehlgeschlagen: nicht gebucht',
  'bookingView.released.title.canceled': 'Zahlung abgebrochen: nicht gebucht',
  'bookingView.released.title.expired': 'Zahlung abgelaufen: nicht gebucht',
  'bookingView.released.notBooked':
    'Ihre Startzeit am {date} um {time} ist nicht gebucht, und es wurde nichts abgebucht.',
  'bookingView.released.next':
    'Sie können für dieselbe Zeit erneut bezahlen, wenn sie noch frei ist, oder eine andere Zeit wählen.',
  'bookingView.retry': 'Erneut versuchen',
  'bookingView.chooseAnother': 'Andere Zeit wählen',
  // A booking the club canceled (docs/product.md, Booking Details)
  'bookingView.canceled.title': 'Vom Club storniert',
  'bookingView.canceled.text':
    'Ihre Startzeit am {date} um {time} ist nicht mehr gebucht: Der Club hat sie am {canceledOn} storniert.',
  'bookingView.canceled.refunded': 'Erstattet:',
  'bookingView.canceled.refundedText': 'Es kann einige Tage dauern, bis der Betrag auf Ihrem Konto ist.',
  'bookingView.canceled.notRefunded': 'Ihre Zahlung von {price} wurde nicht erstattet.',
  'bookingView.canceled.nothingPaid': 'Es wurde nichts bezahlt, daher wurde nichts erstattet.',
  'bookingView.canceled.contact':
    'Fragen zu dieser Stornierung oder einer Erstattung? Bitte wenden Sie sich an den Golfshop:',
  // A booking the player canceled on its page
  'bookingView.canceledByYou.title': 'Von Ihnen storniert',
  'bookingView.canceledByYou.text':
    'Ihre Startzeit am {date} um {time} ist nicht mehr gebucht: Sie haben sie am {canceledOn} storniert.',
  // Changing a booking on its page, until the same deadline as canceling (issue 39)
  'bookingView.change': 'Datum, Uhrzeit oder Spieler ändern',
  'bookingView.change.hint':
    'Bis dahin können Sie sie auch auf eine andere freie Startzeit an einem beliebigen Tag verlegen oder die Spieler ändern.',
  'bookingView.change.loading': 'Das Änderungsformular wird geladen',
  'bookingView.change.title': 'Ihre Reservierung ändern',
  'bookingView.change.newPrice.more':
    'Der neue Preis beträgt {price}: Sie zahlen die Differenz von {amount} auf der sicheren Zahlungsseite, und Ihre Reservierung ändert sich, sobald sie bezahlt ist.',
  'bookingView.change.newPrice.less':
    'Der neue Preis beträgt {price}: Die Differenz von {amount} wird erstattet.',
  'bookingView.change.newPrice.same': 'Der Preis bleibt bei {price}.',
  'bookingView.change.unchanged':
    'Das ist Ihre Reservierung, wie sie ist: Bitte wählen Sie ein anderes Datum, eine andere Startzeit oder eine andere Spielerzahl.',
  'bookingView.change.submit': 'Änderung bestätigen',
  'bookingView.change.saving': 'Ihre Reservierung wird geändert…',
  'bookingView.change.keep': 'Reservierung so lassen',
  'bookingView.change.nearest': 'Die nächsten freien Startzeiten an diesem Tag',
  'bookingView.change.failed':
    'Ihre Reservierung konnte nicht geändert werden. Bitte versuchen Sie es später erneut, oder wenden Sie sich an den Golfshop:',
  'bookingView.changed': 'Ihre Reservierung ist geändert',
  'bookingView.changed.refund': '{amount} wird erstattet.',
  'bookingView.more': 'Mehr zum Spielen bei uns',
};
