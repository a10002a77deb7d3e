import type { Language } from '../i18n/languages';

/**
 * The refusals of the player's own cancel (POST /reservations/{id}/cancel; docs/product.md, Cancel online),
 * ours, in each of the site's languages: the server picks one by the request's Accept-Language, which the
 * SPA sets to the page's language, and the SPA shows it as it comes.
 */
export interface CancelMessages {
  /** After the club's deadline, or once the tee time has passed: {phone} and {email} are the club's. */
  tooLate: string;
  alreadyCanceled: string;
  /** Another cancel of the same booking is refunding it right now. */
  beingCanceled: string;
  /** The payment provider refused the refund: nothing changed. */
  refundFailed: string;
}

export const cancelMessages: Record<Language, CancelMessages> = {
  en: {
    tooLate:
      'This reservation can no longer be canceled online. Please contact us by telephone at {phone} or by e-mail at {email}.',
    alreadyCanceled: 'This reservation is already canceled.',
    beingCanceled: 'This reservation is already being canceled.',
    refundFailed:
      'The refund could not be made, so your reservation is not canceled. Please try again later, or contact us by telephone or e-mail.',
  },
  nl: {
    tooLate:
      'Deze reservatie kan niet meer online geannuleerd worden. Neem contact met ons op per telefoon op {phone} of per e-mail op {email}.',
    alreadyCanceled: 'Deze reservatie is al geannuleerd.',
    beingCanceled: 'Deze reservatie wordt al geannuleerd.',
    refundFailed:
      'De terugbetaling is niet gelukt, dus uw reservatie is niet geannuleerd. Probeer het later opnieuw, of neem contact met ons op per telefoon of e-mail.',
  },
  fr: {
    tooLate:
      'Cette réservation ne peut plus être annulée en ligne. Veuillez nous contacter par téléphone au {phone} ou par e-mail à {email}.',
    alreadyCanceled: 'Cette réservation est déjà annulée.',
    beingCanceled: 'Cette réservation est déjà en cours d’annulation.',
    refundFailed:
      'Le remboursement n’a pas pu être effectué\u00a0: votre réservation n’est donc pas annulée. Veuillez réessayer plus tard, ou nous contacter par téléphone ou par e-mail.',
  },
  de: {
    tooLate:
      'Diese Reservierung kann nicht mehr online storniert werden. Bitte kontaktieren Sie uns telefonisch unter {phone} oder per E-Mail an {email}.',
    alreadyCanceled: 'Diese Reservierung ist bereits storniert.',
    beingCanceled: 'Diese Reservierung wird bereits storniert.',
    refundFailed:
      'Die Erstattung war nicht möglich, daher ist Ihre Reservierung nicht storniert. Bitte versuchen Sie es später erneut, oder kontaktieren Sie uns telefonisch oder per E-Mail.',
  },
};

/** The refusal after the deadline, with the club's telephone and e-mail, in a language. */
export const tooLateToCancelMessage = (language: Language, club: { phone: string; email: string }): string =>
  cancelMessages[language].tooLate.replace('{phone}', () => club.phone).replace('{email}', () => club.email);
