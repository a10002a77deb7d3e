import type { Language } from '../i18n/languages';

/**
 * The refusals of the player's own change (POST /reservations/{id}/change; docs/product.md, Change online),
 * ours, in each of the site's languages: the server picks one by the request's Accept-Language, which the
 * SPA sets to the page's language, and the SPA shows it as it comes. After the deadline, and for a booking
 * canceled already, the change answers the cancel's words (cancelMessages.ts).
 */
export interface ChangeMessages {
  /** The time is full or blocked: the answer lists the nearest free times. */
  timeTaken: string;
  /** Not a time the online booking offers: members-only, past, beyond the horizon, off the sheet. */
  timeNotOffered: string;
  /** The same time and party as the booking has. */
  nothingToChange: string;
  /** An online booking whose payment is not made: money may still arrive for its old price. */
  notPaid: string;
  /** Another change or a cancel of the booking is refunding it right now. */
  beingChanged: string;
  /** The payment provider refused to refund the difference: nothing changed. */
  refundFailed: string;
}

export const changeMessages: Record<Language, ChangeMessages> = {
  en: {
    timeTaken: 'This tee time has no room for your party. Please choose another time.',
    timeNotOffered: 'This tee time cannot be booked online. Please choose another time.',
    nothingToChange: 'Your reservation already has this time and party.',
    notPaid:
      'This reservation is not paid, so it cannot be changed. Please pay it first, or book another time.',
    beingChanged: 'This reservation is being changed or canceled right now. Please try again in a moment.',
    refundFailed:
      'The refund could not be made, so your reservation is not changed. Please try again later, or contact us by telephone or e-mail.',
  },
  nl: {
    timeTaken: 'Deze starttijd heeft geen plaats voor uw groep. Kies een ander tijdstip.',
    timeNotOffered: 'Deze starttijd kan niet online gereserveerd worden. Kies een ander tijdstip.',
    nothingToChange: 'Uw reservatie heeft dit tijdstip en deze groep al.',
    notPaid:
      'Deze reservatie is niet betaald en kan dus niet gewijzigd worden. Betaal ze eerst, of reserveer een ander tijdstip.',
    beingChanged:
      'Deze reservatie wordt op dit moment gewijzigd of geannuleerd. Probeer het zo dadelijk opnieuw.',
    refundFailed:
      'De terugbetaling is niet gelukt, dus uw reservatie is niet gewijzigd. Probeer het later opnieuw, of neem contact met ons op per telefoon of e-mail.',
  },
  fr: {
    timeTaken: 'Cette heure de départ n’a pas de place pour votre groupe. Veuillez choisir une autre heure.',
    timeNotOffered:
      'Cette heure de départ ne peut pas être réservée en ligne. Veuillez choisir une autre heure.',
    nothingToChange: 'Votre réservation a déjà cette heure et ce nombre de joueurs.',
    notPaid:
      'Cette réservation n’est pas payée\u00a0: elle ne peut donc pas être modifiée. Veuillez d’abord la payer, ou réserver une autre heure.',
    beingChanged:
      'Cette réservation est en cours de modification ou d’annulation. Veuillez réessayer dans un instant.',
    refundFailed:
      'Le remboursement n’a pas pu être effectué\u00a0: votre réservation n’est donc pas modifiée. Veuillez réessayer plus tard, ou nous contacter par téléphone ou par e-mail.',
  },
  de: {
    timeTaken: 'Diese Startzeit hat keinen Platz für Ihre Gruppe. Bitte wählen Sie eine andere Zeit.',
    timeNotOffered: 'Diese Startzeit kann nicht online gebucht werden. Bitte wählen Sie eine andere Zeit.',
    nothingToChange: 'Ihre Reservierung hat bereits diese Zeit und diese Spielerzahl.',
    notPaid:
      'Diese Reservierung ist nicht bezahlt und kann daher nicht geändert werden. Bitte bezahlen Sie sie zuerst, oder buchen Sie eine andere Zeit.',
    beingChanged:
      'Diese Reservierung wird gerade geändert oder storniert. Bitte versuchen Sie es gleich noch einmal.',
    refundFailed:
      'Die Erstattung war nicht möglich, daher ist Ihre Reservierung nicht geändert. Bitte versuchen Sie es später erneut, oder kontaktieren Sie uns telefonisch oder per E-Mail.',
  },
};
