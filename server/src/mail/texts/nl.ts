import type { MailTexts } from './types';

/** Belgian Dutch, addressing the player with "u". */
export const nl: MailTexts = {
  greeting: 'Beste {name},',
  greetingWithoutName: 'Goeiedag,',
  dateAtTime: '{date} om {time}',
  reference: 'Referentie: {id}',
  paymentReference: 'Betalingsreferentie: {id}',
  handicapProof: 'Breng bij uw aankomst een bewijs van uw handicap mee.',

  acknowledgementSubjectGreenfee: '{club}: wij hebben uw greenfee-aanvraag ontvangen',
  acknowledgementSubjectTable: '{club}: wij hebben uw aanvraag voor een tafelreservatie ontvangen',
  acknowledgementThanksGreenfee: 'Bedankt voor uw aanvraag voor een greenfee op {when}.',
  acknowledgementThanksTable: 'Bedankt voor uw aanvraag om een tafel voor {persons} te reserveren op {when}.',
  acknowledgementNotDefinitive:
    'Uw reservatie is pas definitief wanneer de club ze per e-mail of telefonisch bevestigt.',
  acknowledgementNotYou: 'Hebt u deze aanvraag niet verstuurd? Dan mag u deze e-mail negeren.',

  decisionSubjectGreenfeeConfirmed: '{club}: greenfee-aanvraag bevestigd',
  decisionSubjectGreenfeeDeclined: '{club}: greenfee-aanvraag niet bevestigd',
  decisionSubjectTableConfirmed: '{club}: tafelreservatie bevestigd',
  decisionSubjectTableDeclined: '{club}: tafelreservatie niet bevestigd',
  decisionGreenfee: 'uw greenfee op {when}',
  decisionTable: 'uw tafel voor {persons} op {when}',
  decisionConfirmed: 'Graag bevestigen wij {what}.',
  decisionDeclined: 'Het spijt ons: wij kunnen {what} niet bevestigen.',

  confirmationSubject: '{club}: uw starttijd op {when} is bevestigd',
  confirmationThanks: 'Bedankt voor uw betaling. Uw starttijd op {when} is bevestigd.',
  confirmationPlayers:
    'Spelers: {adults} {adults:volwassene|volwassenen}, {juniors} {juniors:junior|junioren}',
  confirmationPaid: 'Betaald: {price}',
  confirmationLink: 'Uw reservatie: {link}',
  confirmationCalendarFile: 'Met het bijgevoegde agendabestand zet u de starttijd in uw agenda.',
  calendarFileName: 'starttijd.ics',
  calendarSummary: 'Starttijd bij {club}',
  calendarDescription: '{players} {players:speler|spelers}. Uw reservatie: {link}',
  partnerCopyIntro:
    'U bent een van de spelers van een starttijd bij {club} op {when}, online gereserveerd en betaald. Dit is een kopie van de bevestiging.',
  partnerCopyBooker:
    'De reservatie hoort bij de speler die ze maakte: alleen die kan ze wijzigen of annuleren. Speelt u niet mee? Dan mag u deze e-mail negeren.',
  calendarDescriptionCopy: '{players} {players:speler|spelers}.',

  cancelSubject: '{club}: uw starttijd op {when} is geannuleerd',
  cancelText: 'Uw starttijd op {when} is geannuleerd.',
  cancelRefund: 'Wij hebben {price} terugbetaald; het kan enkele dagen duren voor het op uw rekening staat.',
  moveSubject: '{club}: uw starttijd is verplaatst naar {when}',
  moveText: 'Uw starttijd op {from} is verplaatst naar {when}.',
  moveCalendarFile: 'Het bijgevoegde agendabestand vervangt het vorige in uw agenda.',
  playerCancelText: 'Zoals u vroeg, is uw starttijd op {when} geannuleerd.',
  playerCancelRefundShare:
    'Volgens de annuleringsregels van de club hebben wij {price} van de betaalde {paid} terugbetaald; het kan enkele dagen duren voor het op uw rekening staat.',
  playerCancelNoRefund:
    'Volgens de annuleringsregels van de club wordt de betaalde {paid} niet terugbetaald.',
  changeSubject: '{club}: uw reservatie is gewijzigd ({when})',
  changeMoved: 'Zoals u vroeg, is uw reservatie gewijzigd: uw starttijd op {from} is verplaatst naar {when}.',
  changeSameTime: 'Zoals u vroeg, is uw reservatie voor {when} gewijzigd.',
  changeRefund:
    'Wij hebben het verschil, {price}, terugbetaald; het kan enkele dagen duren voor het op uw rekening staat.',
  changePaid: 'Bedankt voor uw betaling van het verschil, {price}.',
  lateRefundSubject: '{club}: uw betaling voor {when} is terugbetaald',
  lateRefundCanceled:
    'Uw betaling van {price} voor de starttijd op {when} kwam binnen nadat de boeking geannuleerd was. We hebben ze volledig terugbetaald; het kan enkele dagen duren voor ze op uw rekening staat.',
  lateRefundAlreadyPaid:
    'Uw betaling van {price} voor de starttijd op {when} kwam binnen nadat de boeking al betaald was. We hebben deze tweede betaling volledig terugbetaald; het kan enkele dagen duren voor ze op uw rekening staat. Uw boeking blijft staan.',
  lateRefundChangeLapsed:
    'Uw betaling van {price} om uw starttijd te wijzigen naar {when} kwam binnen nadat die wijziging vervallen of vervangen was. We hebben ze volledig terugbetaald; het kan enkele dagen duren voor ze op uw rekening staat. Aan uw reservatie verandert ze niets.',

  reminderSubject: '{club}: herinnering aan uw starttijd op {when}',
  reminderText: 'Wij herinneren u graag aan uw starttijd op {when}. Wij kijken ernaar uit u te verwelkomen.',
  reminderPrice: 'Prijs: {price}',
  reminderDirections: 'Zo komt u bij ons: {address}',
  reminderMap: 'Op de kaart: {link}',
  reminderCourseStatus: 'De toestand van de baan, voor u vertrekt: {link}',
  reminderChangeUntil: 'Dat kan online tot {deadline}.',
  reminderChangeClosed:
    'Online annuleren of wijzigen kan niet meer: bel de club op {phone} of schrijf naar {email}.',
  bookingChangeLink: 'Uw reservatie annuleren of wijzigen: {link}',

  waitingListJoinedSubject: '{club}: u staat op de wachtlijst voor {date}',
  waitingListJoinedText: 'U staat op onze wachtlijst voor {date}, voor een starttijd tussen {from} en {to}.',
  waitingListJoinedNext:
    'Komen er in dat tijdvak plaatsen vrij voor uw groep, dan mailen wij u een link die ze {minutes} minuten voor u vasthoudt.',
  waitingListLeaveLink: 'De wachtlijst verlaten: {link}',
  waitingListNotYou: 'Hebt u zich niet op onze wachtlijst gezet? Dan mag u deze e-mail negeren.',
  waitingListOfferSubject: '{club}: een starttijd voor u op {when}',
  waitingListOfferText: 'Via onze wachtlijst zijn er plaatsen voor uw groep vrijgekomen op {when}.',
  waitingListOfferHeld: 'Wij houden ze voor u vast tot {until}. Om ze te nemen: {link}',
  waitingListOfferAfter: 'Daarna gaan ze naar de volgende op de wachtlijst; u blijft op de lijst.',
  waitingListWithdrawnSubject: '{club}: de aangeboden starttijd op {when} is niet meer beschikbaar',
  waitingListWithdrawnText:
    'De starttijd die wij u op {when} aanboden, kan niet meer geboekt worden: de club heeft ze intussen gesloten.',
  waitingListWithdrawnStill:
    'U blijft op onze wachtlijst voor {date}, tussen {from} en {to}. Komen er in dat tijdvak plaatsen vrij, dan mailen wij u opnieuw.',
  waitingListWithdrawnLeave: 'Om de wachtlijst te verlaten, gebruikt u de link in onze vorige e-mail.',
};
