import { BOOKING_HORIZON_DAYS } from '../../../../common/rules/bookingHorizon';
import { handicapLimitTemplates } from '../../../../common/validation/handicapLimitMessages';
import type { ValidationKey } from '../en/validation';

/**
 * The validation and booking messages of docs/product.md, Messages, by id (common/validation/messages.ts).
 */
export const validation: Record<ValidationKey, string> = {
  'validation.tableDetailsMissing': 'Veuillez d’abord compléter tous les détails de votre réservation.',
  'validation.tableSendFailed':
    'Toutes nos excuses, une erreur s’est produite. Veuillez réessayer plus tard.',
  'validation.firstnameRequired': 'Veuillez indiquer votre prénom.',
  'validation.lastnameRequired': 'Veuillez indiquer votre nom.',
  'validation.handicapRange':
    'Veuillez indiquer votre handicap. Nous acceptons un handicap de -5 au minimum et de 35 au maximum.',
  'validation.emailRequired': 'Veuillez indiquer votre adresse e-mail.',
  'validation.telephoneRequired': 'Veuillez indiquer votre numéro de téléphone.',
  'validation.playersRequired': 'Veuillez indiquer le nombre d’adultes et/ou de juniors.',
  'validation.dateRequired': 'Veuillez indiquer la date de votre réservation.',
  'validation.timeSlotRequired': 'Veuillez choisir votre heure de départ.',
  'validation.partySize':
    'La réservation en ligne est possible pour 1 personne au minimum et 4 au maximum. Pour les groupes plus nombreux, veuillez nous contacter.',
  'validation.timeSlotFetchFailed':
    'Toutes nos excuses, une erreur s’est produite. Veuillez réessayer plus tard.',
  'validation.createBookingFailed':
    'Toutes nos excuses, une erreur s’est produite lors du traitement de votre réservation. Veuillez réessayer plus tard.',
  'validation.greenfeeSendFailed':
    'Toutes nos excuses, une erreur s’est produite. Veuillez réessayer plus tard ou nous contacter par téléphone ou par e-mail.',
  'validation.bookingNotFound':
    'Toutes nos excuses, votre réservation est introuvable. Veuillez réessayer plus tard.',
  'validation.noSlots': 'Aucune heure de départ disponible. Veuillez choisir une autre date.',
  'validation.cancelConfirm': 'Voulez-vous vraiment annuler votre réservation\u00a0?',
  'validation.dateInPast': 'Veuillez choisir une date à partir d’aujourd’hui.',
  'validation.dateTooFarAhead': `Veuillez choisir une date au plus tard ${BOOKING_HORIZON_DAYS} jours après aujourd’hui.`,
  'validation.dateInvalid': 'Veuillez indiquer une date valide (AAAA-MM-JJ).',
  'validation.timeInvalid': 'Veuillez choisir une heure valide (HH:MM).',
  'validation.playersTooMany':
    'Veuillez indiquer au maximum 99 adultes et 99 juniors. Pour les groupes plus nombreux, veuillez nous contacter.',
  'validation.personsInvalid': 'Veuillez indiquer le nombre de personnes (de 1 à 50).',
  'validation.slotUnavailable':
    'Cette heure de départ n’est plus disponible. Veuillez choisir une autre heure.',
  'validation.unknownType': 'Type de réservation inconnu.',
  'validation.paymentNotRetriable':
    'Cette réservation ne peut pas être payée à nouveau : seule une réservation dont le paiement a échoué, a été annulé ou a expiré peut l’être.',
  'validation.partnerNameRequired':
    'Veuillez indiquer le nom de ce joueur, ou laisser aussi son adresse e-mail vide.',
  'validation.partnerEmailInvalid':
    'Veuillez indiquer une adresse e-mail valide pour ce joueur, ou la laisser vide.',
  'validation.partnersTooMany':
    'Veuillez indiquer au plus les autres joueurs de votre groupe : vous êtes le premier.',
  // The same words the server answers in (common/validation/handicapLimitMessages.ts).
  'validation.handicapOverWeekdayLimit': handicapLimitTemplates.fr.mondayToThursday,
  'validation.handicapOverWeekendLimit': handicapLimitTemplates.fr.fridayToSundayAndHolidays,
};
