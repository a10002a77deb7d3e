import type { booking as enBooking } from '../en/booking';

/**
 * Booking a green fee: the mail request form (bookingForm.*), the online flow with payment
 * (bookingOnline.*) and the booking details screen (bookingView.*).
 */
export const booking: Record<keyof typeof enBooking, string> = {
  // The mail request form
  'bookingForm.loading': 'Het reservatieformulier wordt geladen',
  'bookingForm.detailsTitle': 'Uw gegevens',
  'bookingForm.roundTitle': 'Uw ronde',
  'bookingForm.sendTitle': 'Verstuur uw aanvraag',
  'bookingForm.firstname': 'Voornaam',
  'bookingForm.lastname': 'Familienaam',
  'bookingForm.handicap': 'Handicap',
  'bookingForm.handicapHint': 'Van {min} tot {max}, bijvoorbeeld 18,4',
  'bookingForm.email': 'E-mail',
  'bookingForm.telephone': 'Telefoon',
  'bookingForm.players': 'Spelers',
  'bookingForm.adults': 'Volwassenen',
  'bookingForm.juniors': 'Junioren',
  'bookingForm.juniorsHint': 'Jonger dan {age}',
  'bookingForm.date': 'Datum',
  'bookingForm.dateLimit': 'Op {weekday} is de maximumhandicap {max}.',
  'bookingForm.dateLimitHoliday': '{holiday}: de maximumhandicap is {max}.',
  'bookingForm.time': 'Starttijd',
  'bookingForm.remarks': 'Opmerkingen',
  'bookingForm.optional': '(optioneel)',
  'bookingForm.remarksHint': 'Een buggy, een voorkeur voor uw starttijd, alles wat de club moet weten.',
  'bookingForm.terms':
    'Ik aanvaard de algemene voorwaarden en ga ermee akkoord dat de club mijn gegevens gebruikt om deze aanvraag te behandelen.',
  'bookingForm.termsRead': 'Lees de',
  'bookingForm.termsConditions': 'algemene voorwaarden',
  'bookingForm.termsAnd': 'en het',
  'bookingForm.termsPrivacy': 'privacybeleid',
  'bookingForm.termsGate': 'Vink het vakje hierboven aan om uw aanvraag te versturen.',
  'bookingForm.recap': 'Uw aanvraag: {date} om {time}, voor {players}.',
  'bookingForm.dateDropped':
    'Op {date} is er geen vrije starttijd meer voor {players}, dus uw datum en tijd zijn gewist. Kies een andere datum.',
  'bookingForm.timeDropped':
    'De starttijd die u koos ({time}) heeft geen plaats voor {players}, dus ze is niet langer gekozen. Kies een andere tijd.',
  'bookingForm.reset': 'Formulier leegmaken',
  'bookingForm.submit': 'Aanvraag versturen',
  'bookingForm.sending': 'Bezig met versturen…',
  'bookingForm.errorPrefix': 'Fout:',
  'bookingForm.contactPhone': 'Telefoon:',
  'bookingForm.contactEmail': 'E-mail:',

  // Time slots
  'bookingForm.slots.chooseDate': 'Kies een datum om de vrije starttijden te zien.',
  'bookingForm.slots.loading': 'Vrije starttijden worden gezocht…',
  'bookingForm.slots.count': '{count} vrije starttijden',
  'bookingForm.slots.countOne': '1 vrije starttijd',
  'bookingForm.slots.period.morning': 'Voormiddag',
  'bookingForm.slots.period.afternoon': 'Namiddag',
  'bookingForm.slots.period.twilight': 'Twilight, vanaf {time}',
  'bookingForm.slots.membersOnly': 'Starttijden van {from} tot {to} zijn voorbehouden voor leden.',

  // The price of the chosen round, as information
  'bookingForm.price.title': 'Uw greenfee',
  'bookingForm.price.chooseDate': 'Kies een datum en een starttijd om te zien wat uw ronde kost.',
  'bookingForm.price.perAdult': '{price} per volwassene',
  'bookingForm.price.perJunior': '{price} per junior',
  'bookingForm.price.dayTwilight': 'Twilight vanaf {time}: {price} per speler.',
  'bookingForm.price.line': '{players} × {price}',
  'bookingForm.price.total': 'Totaal',
  'bookingForm.price.fee': '{fee} · {season}',
  'bookingForm.price.payAtShop': 'Ter informatie: u betaalt in de golfshop voor uw ronde.',

  // Notes (docs/product.md, Booking)
  'bookingForm.notesTitle': 'Goed om te weten',
  'bookingForm.note.handicap':
    'De maximumhandicap is {weekday} van maandag tot donderdag, en {weekend} van vrijdag tot zondag en op feestdagen.',
  'bookingForm.note.proof': 'Breng een bewijs van uw handicap mee: daar wordt bij aankomst naar gevraagd.',
  'bookingForm.contactTitle': 'Vragen?',
  'bookingForm.contactText': 'Voor groepen of elke vraag over uw ronde kunt u terecht bij de golfshop:',

  // After sending
  'bookingForm.thanksTitle': 'Dank u wel, {name}',
  'bookingForm.thanksText':
    'Uw aanvraag werd naar de club verstuurd. Een reservatie is pas definitief na bevestiging per e-mail of telefoon.',
  'bookingForm.summaryTitle': 'Uw aanvraag',
  'bookingForm.summary.name': 'Naam',
  'bookingForm.summary.handicap': 'Handicap',
  'bookingForm.summary.email': 'E-mail',
  'bookingForm.summary.telephone': 'Telefoon',
  'bookingForm.summary.players': 'Spelers',
  'bookingForm.summary.date': 'Datum',
  'bookingForm.summary.time': 'Starttijd',
  'bookingForm.summary.remarks': 'Opmerkingen',
  'bookingForm.summary.price': 'Greenfee',
  'bookingForm.adultsCount': '{count} {count:volwassene|volwassenen}',
  'bookingForm.juniorsCount': '{count} {count:junior|junioren}',
  'bookingForm.more': 'Voor u speelt',
  'bookingForm.card.greenfees': 'Tarieven en voorwaarden',
  'bookingForm.card.buggies': 'Reserveer een buggy bij uw starttijd',
  'bookingForm.card.dresscode': 'Wat u draagt op de baan en in het clubhuis',

  // The online flow
  'bookingOnline.testPayments.title': 'Testbetalingen',
  'bookingOnline.testPayments.text':
    'Deze site neemt testbetalingen aan: er wordt geen geld aangerekend en geen reservering is echt.',
  'bookingOnline.lead': 'Kies uw starttijd en betaal online: uw ronde is meteen gereserveerd.',
  'bookingOnline.steps': 'Stappen van de reservatie',
  'bookingOnline.step.details': 'Gegevens',
  'bookingOnline.step.party': 'Spelers',
  'bookingOnline.step.date': 'Datum',
  'bookingOnline.step.slot': 'Starttijd',
  'bookingOnline.step.confirm': 'Betalen',
  'bookingOnline.stepDone': '(klaar)',
  'bookingOnline.stepIncomplete': '(nog niet volledig)',
  'bookingOnline.detailsHint': 'Vul uw naam, e-mailadres en telefoonnummer in om uw ronde te kiezen.',
  'bookingOnline.partyTitle': 'Met hoeveel spelers?',
  'bookingOnline.partyHint': 'Van 1 tot {max} spelers per starttijd.',
  'bookingOnline.partnersTitle': 'De andere spelers',
  'bookingOnline.partnersHint':
    'Optioneel. Hun namen komen op de startlijst; met een e-mailadres krijgt een speler een kopie van de bevestiging.',
  'bookingOnline.partnerName': 'Speler {number}: naam',
  'bookingOnline.partnerEmail': 'Speler {number}: e-mail',
  'bookingOnline.summary.partners': 'Andere spelers',
  'bookingOnline.dateTitle': 'Welke dag?',
  'bookingOnline.slotTitle': 'Welke starttijd?',
  'bookingOnline.confirmTitle': 'Bevestigen en betalen',
  'bookingOnline.pay': 'Bevestig en betaal {price}',
  'bookingOnline.paying': 'Uw betaling wordt voorbereid…',
  'bookingOnline.redirecting': 'U gaat naar de beveiligde betaalpagina…',
  'bookingOnline.payNote':
    'U betaalt met Bancontact of een kaart op de beveiligde pagina van onze betaalprovider. Uw starttijd blijft voor u vastgehouden terwijl u betaalt.',
  'bookingOnline.terms': 'Door te betalen aanvaardt u de',
  'bookingOnline.note.confirmation':
    'Uw reservatie is definitief zodra ze betaald is: u ontvangt dan een bevestiging per e-mail.',

  // Booking details
  'bookingView.loading': 'Uw reservatie wordt geladen',
  'bookingView.summaryTitle': 'Uw reservatie',
  'bookingView.type': 'Soort',
  'bookingView.type.greenfee': 'Greenfee',
  'bookingView.name': 'Naam',
  'bookingView.email': 'E-mail',
  'bookingView.telephone': 'Telefoon',
  'bookingView.memberNumber': 'Lidnummer',
  'bookingView.federationNumber': 'Federatienummer',
  'bookingView.adults': 'Volwassenen',
  'bookingView.juniors': 'Junioren',
  'bookingView.price': 'Prijs',
  'bookingView.payment': 'Betaling:',
  'bookingView.paymentUnknown': 'Onbekend',
  'bookingView.paymentState.open': 'Open',
  'bookingView.paymentState.paid': 'Betaald',
  'bookingView.paymentState.failed': 'Mislukt',
  'bookingView.paymentState.canceled': 'Geannuleerd',
  'bookingView.paymentState.expired': 'Verlopen',
  'bookingView.state.open': 'We wachten op uw betaling. Deze pagina wordt vanzelf bijgewerkt.',
  'bookingView.state.paid': 'Uw betaling werd ontvangen en uw starttijd is bevestigd.',
  'bookingView.state.failed': 'De betaling is mislukt, dus de starttijd werd weer vrijgegeven.',
  'bookingView.state.canceled': 'De betaling werd geannuleerd, dus de starttijd werd weer vrijgegeven.',
  'bookingView.state.expired':
    'De betaling werd niet op tijd afgerond, dus de starttijd werd weer vrijgegeven.',
  'bookingView.cancel': 'Reservatie annuleren',
  'bookingView.cancelUntil': 'U kunt deze reservatie online annuleren tot {date} om {time}.',
  'bookingView.cancelRefund.full': 'Als u annuleert, wordt uw betaling van {price} volledig terugbetaald.',
  'bookingView.cancelRefund.part':
    'Als u annuleert, wordt {amount} van uw betaling van {price} terugbetaald.',
  'bookingView.cancelRefund.none': 'Als u annuleert, wordt uw betaling van {price} niet terugbetaald.',
  'bookingView.canceling': 'Bezig met annuleren…',
  'bookingView.cancelFailed':
    'Uw reservatie kon niet worden geannuleerd. Probeer het later opnieuw, of neem contact op met de golfshop:',
  'bookingView.cancelClosed':
    'Deze reservatie kan niet meer online worden geannuleerd. Om ze te annuleren, neemt u contact op met de golfshop:',
  'bookingView.reference': 'Referentie:',
  'bookingView.notFoundHelp': 'Controleer de link in uw e-mail, of neem contact op met de golfshop:',
  'bookingView.bookAgain': 'Reserveer een starttijd',
  'bookingView.released.title.failed': 'Betaling mislukt: niet gereserveerd',
  'bookingView.released.title.canceled': 'Betaling geannuleerd: niet gereserveerd',
  'bookingView.released.title.expired': 'Betaling verlopen: niet gereserveerd',
  'bookingView.released.notBooked':
    'Uw starttijd van {date} om {time} is niet gereserveerd, en er werd niets aangerekend.',
  'bookingView.released.next':
    'U kunt opnieuw betalen voor hetzelfde uur, als het nog vrij is, of een ander uur kiezen.',
  'bookingView.retry': 'Opnieuw proberen',
  'bookingView.chooseAnother': 'Een ander uur kiezen',
  // A booking the club canceled (docs/product.md, Booking Details)
  'bookingView.canceled.title': 'Geannuleerd door de club',
  'bookingView.canceled.text':
    'Uw starttijd van {date} om {time} is niet langer gereserveerd: de club heeft ze op {canceledOn} geannuleerd.',
  'bookingView.canceled.refunded': 'Terugbetaald:',
  'bookingView.canceled.refundedText': 'Het kan enkele dagen duren voor het op uw rekening staat.',
  'bookingView.canceled.notRefunded': 'Uw betaling van {price} werd niet terugbetaald.',
  'bookingView.canceled.nothingPaid': 'Er werd niets betaald, dus er werd niets terugbetaald.',
  'bookingView.canceled.contact':
    'Vragen over deze annulering of een terugbetaling? Neem contact op met de golfshop:',
  // A booking the player canceled on its page
  'bookingView.canceledByYou.title': 'Door u geannuleerd',
  'bookingView.canceledByYou.text':
    'Uw starttijd van {date} om {time} is niet langer gereserveerd: u hebt ze op {canceledOn} geannuleerd.',
  // Changing a booking on its page, until the same deadline as canceling (issue 39)
  'bookingView.change': 'Datum, uur of spelers wijzigen',
  'bookingView.change.hint':
    'Tot dan kunt u ze ook verplaatsen naar een andere vrije starttijd, op eender welke dag, of de spelers wijzigen.',
  'bookingView.change.loading': 'Het wijzigingsformulier wordt geladen',
  'bookingView.change.title': 'Uw reservatie wijzigen',
  'bookingView.change.newPrice.more':
    'De nieuwe prijs is {price}: u betaalt het verschil van {amount} op de beveiligde betaalpagina, en uw reservatie wijzigt zodra het betaald is.',
  'bookingView.change.newPrice.less':
    'De nieuwe prijs is {price}: het verschil van {amount} wordt terugbetaald.',
  'bookingView.change.newPrice.same': 'De prijs blijft {price}.',
  'bookingView.change.unchanged':
    'Dit is uw reservatie zoals ze is: kies een andere datum, een andere starttijd of een ander aantal spelers.',
  'bookingView.change.submit': 'Wijziging bevestigen',
  'bookingView.change.saving': 'Uw reservatie wordt gewijzigd…',
  'bookingView.change.keep': 'Mijn reservatie niet wijzigen',
  'bookingView.change.nearest': 'De dichtstbijzijnde vrije starttijden die dag',
  'bookingView.change.failed':
    'Uw reservatie kon niet worden gewijzigd. Probeer het later opnieuw, of neem contact op met de golfshop:',
  'bookingView.changed': 'Uw reservatie is gewijzigd',
  'bookingView.changed.refund': '{amount} wordt terugbetaald.',
  'bookingView.more': 'Meer over spelen bij ons',
};
