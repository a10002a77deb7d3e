import type { Language } from '../i18n/languages';
import { BOOKING_HORIZON_DAYS } from '../rules/bookingHorizon';

/**
 * The refusals of the waiting list's public calls (docs/product.md, Waiting list; POST /waiting-list and
 * the offer's and leave links), ours, in each of the site's languages: the server picks one by the
 * request's Accept-Language, which the SPA sets to the page's language, and the SPA shows it as it comes.
 */
export interface WaitingListMessages {
  datePast: string;
  dateTooFarAhead: string;
  /** {from} and {to}: the window asked for, as HH:MM. */
  noTimesInWindow: string;
  tooManyForEmail: string;
  tooManyForClient: string;
  offerNotFound: string;
  /** The offer's time passed to the next entry: the visitor stays on the list. */
  offerLapsed: string;
  offerWithdrawn: string;
  offerTaken: string;
  linkNotFound: string;
}

export const waitingListMessages: Record<Language, WaitingListMessages> = {
  en: {
    datePast: 'Please choose a date from today onwards.',
    dateTooFarAhead: `Please choose a date at most ${BOOKING_HORIZON_DAYS} days from today.`,
    noTimesInWindow:
      'There is no tee time to book between {from} and {to} on that date. Please choose another window or date.',
    tooManyForEmail:
      'This e-mail address is already on the waiting list for several dates. Please leave one of them first, from the link in its mail.',
    tooManyForClient:
      'Too many waiting-list entries come from your connection. Please try again later, or contact us by telephone or e-mail.',
    offerNotFound: 'This offer was not found. Please check the link in your mail.',
    offerLapsed:
      'This offer has lapsed: its places have passed to the next on the waiting list. You stay on the list, and we will mail you when other places come free.',
    offerWithdrawn: 'This offer has been withdrawn.',
    offerTaken: 'This offer has already been taken.',
    linkNotFound: 'This waiting-list link was not found. Please check the link in your mail.',
  },
  nl: {
    datePast: 'Kies een datum vanaf vandaag.',
    dateTooFarAhead: `Kies een datum ten hoogste ${BOOKING_HORIZON_DAYS} dagen vanaf vandaag.`,
    noTimesInWindow:
      'Op die datum is er tussen {from} en {to} geen starttijd te boeken. Kies een ander tijdvak of een andere datum.',
    tooManyForEmail:
      'Dit e-mailadres staat al voor meerdere datums op de wachtlijst. Verlaat er eerst een, via de link in de mail ervan.',
    tooManyForClient:
      'Vanaf uw verbinding komen te veel inschrijvingen op de wachtlijst. Probeer het later opnieuw, of neem contact met ons op per telefoon of e-mail.',
    offerNotFound: 'Dit aanbod werd niet gevonden. Controleer de link in uw mail.',
    offerLapsed:
      'Dit aanbod is vervallen: de plaatsen zijn naar de volgende op de wachtlijst gegaan. U blijft op de lijst, en wij mailen u wanneer er andere plaatsen vrijkomen.',
    offerWithdrawn: 'Dit aanbod is ingetrokken.',
    offerTaken: 'Dit aanbod is al aanvaard.',
    linkNotFound: 'Deze link van de wachtlijst werd niet gevonden. Controleer de link in uw mail.',
  },
  fr: {
    datePast: 'Veuillez choisir une date à partir d’aujourd’hui.',
    dateTooFarAhead: `Veuillez choisir une date au plus ${BOOKING_HORIZON_DAYS} jours après aujourd’hui.`,
    noTimesInWindow:
      'Il n’y a aucun départ à réserver entre {from} et {to} à cette date. Veuillez choisir une autre plage horaire ou une autre date.',
    tooManyForEmail:
      'Cette adresse e-mail est déjà sur la liste d’attente pour plusieurs dates. Veuillez d’abord en quitter une, par le lien de son e-mail.',
    tooManyForClient:
      'Trop d’inscriptions sur la liste d’attente viennent de votre connexion. Veuillez réessayer plus tard, ou nous contacter par téléphone ou par e-mail.',
    offerNotFound: 'Cette offre est introuvable. Veuillez vérifier le lien de votre e-mail.',
    offerLapsed:
      'Cette offre a expiré\u00a0: ses places sont passées au suivant sur la liste d’attente. Vous restez sur la liste, et nous vous écrirons quand d’autres places se libéreront.',
    offerWithdrawn: 'Cette offre a été retirée.',
    offerTaken: 'Cette offre a déjà été acceptée.',
    linkNotFound: 'Ce lien de la liste d’attente est introuvable. Veuillez vérifier le lien de votre e-mail.',
  },
  de: {
    datePast: 'Bitte wählen Sie ein Datum ab heute.',
    dateTooFarAhead: `Bitte wählen Sie ein Datum höchstens ${BOOKING_HORIZON_DAYS} Tage ab heute.`,
    noTimesInWindow:
      'An diesem Datum gibt es zwischen {from} und {to} keine buchbare Startzeit. Bitte wählen Sie einen anderen Zeitraum oder ein anderes Datum.',
    tooManyForEmail:
      'Diese E-Mail-Adresse steht bereits für mehrere Daten auf der Warteliste. Bitte verlassen Sie zuerst eine davon, über den Link in ihrer E-Mail.',
    tooManyForClient:
      'Von Ihrer Verbindung kommen zu viele Einträge auf die Warteliste. Bitte versuchen Sie es später erneut, oder kontaktieren Sie uns telefonisch oder per E-Mail.',
    offerNotFound: 'Dieses Angebot wurde nicht gefunden. Bitte prüfen Sie den Link in Ihrer E-Mail.',
    offerLapsed:
      'Dieses Angebot ist abgelaufen: Seine Plätze sind an den Nächsten auf der Warteliste gegangen. Sie bleiben auf der Liste, und wir schreiben Ihnen, wenn andere Plätze frei werden.',
    offerWithdrawn: 'Dieses Angebot wurde zurückgezogen.',
    offerTaken: 'Dieses Angebot wurde bereits angenommen.',
    linkNotFound:
      'Dieser Link der Warteliste wurde nicht gefunden. Bitte prüfen Sie den Link in Ihrer E-Mail.',
  },
};

/** The refusal of a window without a tee time, in a language. */
export const noTimesInWindowMessage = (language: Language, from: string, to: string): string =>
  waitingListMessages[language].noTimesInWindow.replace('{from}', from).replace('{to}', to);
