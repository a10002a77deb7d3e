import type { MailTexts } from './types';

/** Belgian Dutch, addressing the player with "u". */
export const nl: MailTexts = {
  greeting: 'Beste {name},',
  dateAtTime: '{date} om {time}',
  reference: 'Referentie: {id}',
  handicapProof: 'Breng bij uw aankomst een bewijs van uw handicap mee.',

  acknowledgementSubjectGreenfee: '{club}: wij hebben uw greenfee-aanvraag ontvangen',
  acknowledgementSubjectTable: '{club}: wij hebben uw aanvraag voor een tafelreservatie ontvangen',
  acknowledgementThanksGreenfee: 'Bedankt voor uw aanvraag voor een greenfee op {when}.',
  acknowledgementThanksTable: 'Bedankt voor uw aanvraag om een tafel voor {persons} te reserveren op {when}.',
  acknowledgementNotDefinitive:
    'Uw reservatie is pas definitief wanneer de club ze per e-mail of telefonisch bevestigt.',
  acknowledgementYourRequest: 'Uw aanvraag:',
  /** One line of the request as repeated to the player. */
  acknowledgementLine: '{label}: {value}',

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

  cancelSubject: '{club}: uw starttijd op {when} is geannuleerd',
  cancelText: 'Uw starttijd op {when} is geannuleerd.',
  cancelRefund: 'Wij hebben {price} terugbetaald; het kan enkele dagen duren voor het op uw rekening staat.',
  moveSubject: '{club}: uw starttijd is verplaatst naar {when}',
  moveText: 'Uw starttijd op {from} is verplaatst naar {when}.',
  moveCalendarFile: 'Het bijgevoegde agendabestand vervangt het vorige in uw agenda.',

  fields: {
    greenfee: {
      firstname: 'Voornaam',
      lastname: 'Familienaam',
      handicap: 'Handicap',
      email: 'E-mail',
      telephone: 'Telefoon',
      adults: 'Volwassenen',
      juniors: 'Junioren',
      date: 'Datum',
      time: 'Uur',
      remarks: 'Opmerkingen',
    },
    table: {
      fullname: 'Naam',
      persons: 'Personen',
      phone: 'Telefoon',
      email: 'E-mail',
      date: 'Datum',
    },
  },
};
