import type { Language } from '../i18n/languages';
import { selectPlurals } from '../i18n/plural';

/**
 * The answers of the abuse limits (docs/product.md, Abuse limits), ours, in each of the site's languages:
 * the server picks one by the request's Accept-Language, which the SPA sets to the page's language, and
 * the SPA shows it as it comes.
 */
export interface LimitMessages {
  /** {seconds}: how long until the client may try again, its word in a plural slot (common/i18n/plural.ts). */
  tooManyRequests: string;
  openHoldForEmail: string;
  openHoldsForClient: string;
  /** Too many of the day's places are already held unpaid (docs/product.md, Abuse limits). */
  dayHeldUnpaid: string;
  liveTooMany: string;
  liveBusy: string;
  /** Sign-ins and password changes waiting for the limit on password hashing (server/src/lib/passwords.ts). */
  signInBusy: string;
}

export const limitMessages: Record<Language, LimitMessages> = {
  en: {
    tooManyRequests: 'Too many requests. Please try again in {seconds} {seconds:second|seconds}.',
    openHoldForEmail:
      'There is already a reservation waiting for payment for this e-mail address. Please complete or cancel that payment first, or try again in 15 minutes.',
    openHoldsForClient:
      'Too many reservations are waiting for payment from your connection. Please complete or cancel those payments first, or try again in 15 minutes.',
    dayHeldUnpaid:
      'Many tee times of this day are waiting for payment right now. Please try again in 15 minutes, or contact us by telephone or e-mail.',
    liveTooMany: 'Too many open pages from your connection. Please close some and try again.',
    liveBusy: 'The server is busy. Please try again later.',
    signInBusy: 'Many people are signing in right now. Please try again in a few seconds.',
  },
  nl: {
    tooManyRequests: 'Te veel aanvragen. Probeer het over {seconds} {seconds:seconde|seconden} opnieuw.',
    openHoldForEmail:
      'Voor dit e-mailadres wacht al een reservatie op betaling. Rond die betaling eerst af of annuleer ze, of probeer het over 15 minuten opnieuw.',
    openHoldsForClient:
      'Vanaf uw verbinding wachten te veel reservaties op betaling. Rond die betalingen eerst af of annuleer ze, of probeer het over 15 minuten opnieuw.',
    dayHeldUnpaid:
      'Voor deze dag wachten nu veel starttijden op betaling. Probeer het over 15 minuten opnieuw, of neem contact met ons op per telefoon of e-mail.',
    liveTooMany: 'Te veel open pagina’s vanaf uw verbinding. Sluit er enkele en probeer het opnieuw.',
    liveBusy: 'De server is druk bezet. Probeer het later opnieuw.',
    signInBusy: 'Er melden zich nu veel mensen aan. Probeer het over enkele seconden opnieuw.',
  },
  fr: {
    tooManyRequests: 'Trop de demandes. Veuillez réessayer dans {seconds} {seconds:seconde|secondes}.',
    openHoldForEmail:
      'Une réservation attend déjà son paiement pour cette adresse e-mail. Veuillez d’abord terminer ou annuler ce paiement, ou réessayer dans 15 minutes.',
    openHoldsForClient:
      'Trop de réservations attendent leur paiement depuis votre connexion. Veuillez d’abord terminer ou annuler ces paiements, ou réessayer dans 15 minutes.',
    dayHeldUnpaid:
      'De nombreux départs de ce jour attendent actuellement leur paiement. Veuillez réessayer dans 15 minutes, ou nous contacter par téléphone ou par e-mail.',
    liveTooMany:
      'Trop de pages ouvertes depuis votre connexion. Veuillez en fermer quelques-unes et réessayer.',
    liveBusy: 'Le serveur est occupé. Veuillez réessayer plus tard.',
    signInBusy:
      'Beaucoup de personnes se connectent en ce moment. Veuillez réessayer dans quelques secondes.',
  },
  de: {
    tooManyRequests:
      'Zu viele Anfragen. Bitte versuchen Sie es in {seconds} {seconds:Sekunde|Sekunden} erneut.',
    openHoldForEmail:
      'Für diese E-Mail-Adresse wartet bereits eine Reservierung auf die Zahlung. Bitte schließen Sie diese Zahlung zuerst ab oder brechen Sie sie ab, oder versuchen Sie es in 15 Minuten erneut.',
    openHoldsForClient:
      'Von Ihrer Verbindung warten zu viele Reservierungen auf die Zahlung. Bitte schließen Sie diese Zahlungen zuerst ab oder brechen Sie sie ab, oder versuchen Sie es in 15 Minuten erneut.',
    dayHeldUnpaid:
      'Für diesen Tag warten gerade viele Startzeiten auf die Zahlung. Bitte versuchen Sie es in 15 Minuten erneut, oder kontaktieren Sie uns telefonisch oder per E-Mail.',
    liveTooMany:
      'Zu viele offene Seiten von Ihrer Verbindung. Bitte schließen Sie einige und versuchen Sie es erneut.',
    liveBusy: 'Der Server ist ausgelastet. Bitte versuchen Sie es später erneut.',
    signInBusy: 'Gerade melden sich viele Personen an. Bitte versuchen Sie es in einigen Sekunden erneut.',
  },
};

/** The rate limit's answer in a language: "Please try again in 1 second", "… in 30 seconds". */
export const tooManyRequestsMessage = (language: Language, seconds: number): string =>
  selectPlurals(limitMessages[language].tooManyRequests, { seconds }, language).replace(
    '{seconds}',
    String(seconds),
  );
