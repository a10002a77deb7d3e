import { BOOKING_HORIZON_DAYS } from '../../../../common/rules/bookingHorizon';
import { handicapLimitTemplates } from '../../../../common/validation/handicapLimitMessages';
import type { ValidationKey } from '../en/validation';

/**
 * The validation and booking messages of docs/product.md, Messages, by id (common/validation/messages.ts).
 */
export const validation: Record<ValidationKey, string> = {
  'validation.tableDetailsMissing': 'Gelieve eerst al uw reservatiegegevens in te vullen.',
  'validation.tableSendFailed': 'Onze excuses, er is iets misgelopen. Probeer het later opnieuw.',
  'validation.firstnameRequired': 'Gelieve uw voornaam in te vullen.',
  'validation.lastnameRequired': 'Gelieve uw familienaam in te vullen.',
  'validation.handicapRange':
    'Gelieve uw handicap in te vullen. We aanvaarden een handicap van minimum -5 en maximum 35.',
  'validation.emailRequired': 'Gelieve uw e-mailadres in te vullen.',
  'validation.telephoneRequired': 'Gelieve uw telefoonnummer in te vullen.',
  'validation.playersRequired': 'Gelieve in te vullen met hoeveel volwassenen en/of junioren u speelt.',
  'validation.dateRequired': 'Gelieve de datum van uw reservatie in te vullen.',
  'validation.timeSlotRequired': 'Gelieve een starttijd te kiezen.',
  'validation.partySize':
    'Online reserveren kan voor min. 1 en max. 4 personen. Voor grotere groepen neemt u best contact met ons op.',
  'validation.timeSlotFetchFailed': 'Onze excuses, er is iets misgelopen. Probeer het later opnieuw.',
  'validation.createBookingFailed':
    'Onze excuses, er is iets misgelopen bij het verwerken van uw reservatie. Probeer het later opnieuw.',
  'validation.greenfeeSendFailed':
    'Onze excuses, er is iets misgelopen. Probeer het later opnieuw of neem contact met ons op via telefoon of e-mail.',
  'validation.bookingNotFound': 'Onze excuses, uw reservatie werd niet gevonden. Probeer het later opnieuw.',
  'validation.noSlots': 'Geen vrije starttijden. Gelieve een andere datum te kiezen.',
  'validation.cancelConfirm': 'Bent u zeker dat u uw reservatie wilt annuleren?',
  'validation.dateInPast': 'Gelieve een datum vanaf vandaag te kiezen.',
  'validation.dateTooFarAhead': `Gelieve een datum te kiezen die hoogstens ${BOOKING_HORIZON_DAYS} dagen na vandaag valt.`,
  'validation.dateInvalid': 'Gelieve een geldige datum in te vullen (JJJJ-MM-DD).',
  'validation.timeInvalid': 'Gelieve een geldig uur te kiezen (UU:MM).',
  'validation.playersTooMany':
    'Gelieve maximaal 99 volwassenen en 99 junioren in te vullen. Voor grotere groepen neemt u best contact met ons op.',
  'validation.personsInvalid': 'Gelieve het aantal personen in te vullen (1 tot 50).',
  'validation.slotUnavailable': 'Deze starttijd is niet meer beschikbaar. Gelieve een ander uur te kiezen.',
  'validation.unknownType': 'Onbekend soort reservatie.',
  'validation.paymentNotRetriable':
    'Deze reservatie kan niet opnieuw betaald worden: dat kan alleen voor een reservatie waarvan de betaling mislukt, geannuleerd of verlopen is.',
  'validation.partnerNameRequired':
    'Gelieve de naam van deze speler in te vullen, of laat ook het e-mailadres leeg.',
  'validation.partnerEmailInvalid':
    'Gelieve een geldig e-mailadres voor deze speler in te vullen, of laat het leeg.',
  'validation.partnersTooMany':
    'Gelieve hoogstens de andere spelers van uw groep te vermelden: u bent de eerste.',
  // The same words the server answers in (common/validation/handicapLimitMessages.ts).
  'validation.handicapOverWeekdayLimit': handicapLimitTemplates.nl.mondayToThursday,
  'validation.handicapOverWeekendLimit': handicapLimitTemplates.nl.fridayToSundayAndHolidays,
};
