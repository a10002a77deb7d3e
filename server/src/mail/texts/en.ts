import { greenfeeRequestFields } from '../../../../common/validation/greenfeeRequest';
import { tableRequestFields } from '../../../../common/validation/tableRequest';

/**
 * The texts of the mails to players, in English. The other languages translate every entry with the same
 * {placeholders}; mails to the club are not here, since they stay in English.
 */
export const en = {
  greeting: 'Dear {name},',
  dateAtTime: '{date} at {time}',
  reference: 'Reference: {id}',
  handicapProof: 'Please bring proof of your handicap when you arrive.',

  acknowledgementSubjectGreenfee: '{club}: we received your green-fee request',
  acknowledgementSubjectTable: '{club}: we received your table reservation request',
  acknowledgementThanksGreenfee: 'Thank you for your green-fee request for {when}.',
  acknowledgementThanksTable: 'Thank you for your request for a table for {persons} on {when}.',
  acknowledgementNotDefinitive:
    'Your booking is definitive only once the club confirms it by e-mail or telephone.',
  acknowledgementYourRequest: 'Your request:',
  /** One line of the request as repeated to the player. */
  acknowledgementLine: '{label}: {value}',

  decisionSubjectGreenfeeConfirmed: '{club}: green-fee request confirmed',
  decisionSubjectGreenfeeDeclined: '{club}: green-fee request declined',
  decisionSubjectTableConfirmed: '{club}: table reservation confirmed',
  decisionSubjectTableDeclined: '{club}: table reservation declined',
  decisionGreenfee: 'your green fee on {when}',
  decisionTable: 'your table for {persons} on {when}',
  decisionConfirmed: 'We are pleased to confirm {what}.',
  decisionDeclined: 'We are sorry: we cannot confirm {what}.',

  confirmationSubject: '{club}: your tee time on {when} is confirmed',
  confirmationThanks: 'Thank you for your payment. Your tee time on {when} is confirmed.',
  confirmationPlayers: 'Players: {adults} {adults:adult|adults}, {juniors} {juniors:junior|juniors}',
  confirmationPaid: 'Paid: {price}',
  confirmationLink: 'Your booking: {link}',
  confirmationCalendarFile: 'The calendar file attached adds the tee time to your agenda.',
  /** The name of the attached calendar file, as the mail shows it. */
  calendarFileName: 'tee-time.ics',
  calendarSummary: 'Tee time at {club}',
  calendarDescription: '{players} {players:player|players}. Your booking: {link}',

  cancelSubject: '{club}: your tee time on {when} is canceled',
  cancelText: 'Your tee time on {when} has been canceled.',
  cancelRefund: 'We have refunded {price}; it may take a few days to reach your account.',
  moveSubject: '{club}: your tee time has moved to {when}',
  moveText: 'Your tee time on {from} has moved to {when}.',
  moveCalendarFile: 'The calendar file attached replaces the earlier one in your agenda.',

  /**
   * The labels of the request's lines, repeated to the player; English uses the line names of
   * docs/product.md, POST /reserve/greenfee.
   */
  fields: {
    greenfee: {
      firstname: greenfeeRequestFields.firstname.name,
      lastname: greenfeeRequestFields.lastname.name,
      handicap: greenfeeRequestFields.handicap.name,
      email: greenfeeRequestFields.email.name,
      telephone: greenfeeRequestFields.telephone.name,
      adults: greenfeeRequestFields.adults.name,
      juniors: greenfeeRequestFields.juniors.name,
      date: greenfeeRequestFields.date.name,
      time: greenfeeRequestFields.time.name,
      remarks: greenfeeRequestFields.remarks.name,
    },
    table: {
      fullname: tableRequestFields.fullname.name,
      persons: tableRequestFields.persons.name,
      phone: tableRequestFields.phone.name,
      email: tableRequestFields.email.name,
      date: tableRequestFields.date.name,
    },
  },
} as const;
