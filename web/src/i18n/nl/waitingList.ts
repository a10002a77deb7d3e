import type { waitingList as enWaitingList } from '../en/waitingList';

/** De wachtlijst: de uitnodiging onder de starttijden, het formulier, de pagina van een aanbod en uitschrijven. */
export const waitingList: Record<keyof typeof enWaitingList, string> = {
  'waitingList.invite.full':
    'Die dag is er geen starttijd vrij voor uw flight. Schrijf u in op de wachtlijst: komen er plaatsen vrij, dan sturen we u een e-mail.',
  'waitingList.invite.quiet': 'Staat de starttijd die u wilt er niet bij?',
  'waitingList.invite.button': 'Inschrijven op de wachtlijst',
  'waitingList.invite.loading': 'Het formulier voor de wachtlijst wordt geladen',

  'waitingList.join.title': 'Inschrijven op de wachtlijst',
  'waitingList.join.intro':
    'Laat ons weten welke dag en welke uren u passen. Komen er tussen die uren plaatsen vrij voor uw flight, dan mailen we u een link om ze te reserveren.',
  'waitingList.join.close': 'Sluiten',
  'waitingList.join.roundTitle': 'Uw ronde',
  'waitingList.join.window': 'Tussen',
  'waitingList.join.windowHint': 'Elke starttijd van het eerste tot het laatste uur, beide inbegrepen.',
  'waitingList.join.from': 'Van',
  'waitingList.join.to': 'Tot',
  'waitingList.join.windowOrder': 'Kies een einde dat niet vóór het begin ligt.',
  'waitingList.join.partyHint': 'Van 1 tot {max} spelers, zoveel als één starttijd toelaat.',
  'waitingList.join.detailsTitle': 'Uw gegevens',
  'waitingList.join.submit': 'Inschrijven op de wachtlijst',
  'waitingList.join.sending': 'Bezig met inschrijven…',

  'waitingList.joined.title': 'U staat op de wachtlijst',
  'waitingList.joined.text': 'U staat op de wachtlijst voor {date} tussen {from} en {to}, voor {players}.',
  'waitingList.joined.mail':
    'Komen er in die tijd plaatsen vrij, dan sturen we een e-mail naar {email} met een link om ze te reserveren.',
  'waitingList.joined.held':
    'De plaatsen worden dan maar een beperkte tijd voor u vastgehouden: beantwoord de e-mail dus snel.',
  'waitingList.joined.back': 'Terug naar het reservatieformulier',

  'waitingListOffer.title': 'Uw aanbod van de wachtlijst',
  'waitingListOffer.intro': 'Een starttijd die u via de wachtlijst aangeboden wordt.',
  'waitingListOffer.loading': 'Uw aanbod wordt geladen',
  'waitingListOffer.notFound':
    'Sorry, dit aanbod werd niet gevonden. Controleer de link in uw e-mail, of neem contact op met de golfshop:',
  'waitingListOffer.open.title': 'Er kwamen plaatsen vrij voor u',
  'waitingListOffer.open.greeting': 'Hallo {name}, er kwamen plaatsen vrij op een tijd die u vroeg.',
  'waitingListOffer.heldUntil': 'Voor u vastgehouden tot {time}.',
  'waitingListOffer.timeLeft': 'Resterende tijd:',
  'waitingListOffer.payOnline': 'U betaalt online wanneer u aanvaardt; uw ronde is dan meteen gereserveerd.',
  'waitingListOffer.payAtShop':
    'U betaalt in de golfshop. De club bevestigt uw ronde per e-mail of telefoon.',
  'waitingListOffer.acceptTitle': 'Deze starttijd aanvaarden',
  'waitingListOffer.accept.online': 'Aanvaarden en {price} betalen',
  'waitingListOffer.accept.mail': 'Deze starttijd aanvaarden',
  'waitingListOffer.accepting': 'Bezig met aanvaarden…',
  'waitingListOffer.requested.title': 'Aanvraag verstuurd',
  'waitingListOffer.requested.text':
    'Uw aanvraag voor {date} om {time} is verstuurd. De club bevestigt ze per e-mail of telefoon.',
  'waitingListOffer.accepted.title': 'U hebt dit aanbod aanvaard',
  'waitingListOffer.accepted.text': 'U hebt de starttijd van {date} om {time} aanvaard.',
  'waitingListOffer.accepted.link': 'Bekijk uw reservatie',
  'waitingListOffer.lapsed.title': 'Dit aanbod is vervallen',
  'waitingListOffer.lapsed.text':
    'De starttijd van {date} om {time} werd tot {until} voor u vastgehouden. U blijft op de wachtlijst: we mailen u wanneer er opnieuw plaatsen vrijkomen.',
  'waitingListOffer.withdrawn.title': 'Dit aanbod werd ingetrokken',
  'waitingListOffer.withdrawn.text':
    'De starttijd van {date} om {time} wordt u niet langer aangeboden: u hebt de wachtlijst verlaten, of de club heeft het aanbod ingetrokken.',
  'waitingListOffer.contact': 'Vragen? Neem contact op met de golfshop:',
  'waitingListOffer.leave.text':
    'Toch niet nodig? Verlaat de wachtlijst: de plaatsen gaan dan meteen naar de volgende.',
  'waitingListOffer.leave.confirm': 'Bent u zeker dat u de wachtlijst wilt verlaten?',

  'waitingListLeave.title': 'De wachtlijst verlaten',
  'waitingListLeave.intro': 'Zoekt u geen starttijd meer? Verlaat hier de wachtlijst.',
  'waitingListLeave.text': 'Zodra u de wachtlijst verlaten hebt, sturen we u voor die dag geen aanbod meer.',
  'waitingListLeave.button': 'De wachtlijst verlaten',
  'waitingListLeave.leaving': 'Bezig met verlaten…',
  'waitingListLeave.done': 'U hebt de wachtlijst voor {date} verlaten.',
  'waitingListLeave.failed':
    'U kon niet van de wachtlijst gehaald worden. Probeer het later opnieuw, of neem contact op met de golfshop:',
};
