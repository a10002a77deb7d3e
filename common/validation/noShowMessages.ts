import type { Language } from '../i18n/languages';

/**
 * The refusal of an online booking with an address whose online booking is stopped after no-shows
 * (docs/product.md, No-shows that count), ours, in each of the site's languages: the server picks one by
 * the request's Accept-Language and puts in the club's telephone as staff published it; the SPA shows it
 * as it comes. It says neither how many no-shows nor until when: anyone who types an address would learn it.
 */
export const noShowStopMessages: Record<Language, string> = {
  en: 'Online booking is not available with this e-mail address at the moment, as booked tee times were not played. Please call us on {telephone} to book a tee time.',
  nl: 'Online boeken is met dit e-mailadres momenteel niet mogelijk, omdat geboekte starttijden niet gespeeld werden. Bel ons op {telephone} om een starttijd te boeken.',
  fr: 'La réservation en ligne n’est pas possible pour le moment avec cette adresse e-mail, car des départs réservés n’ont pas été joués. Veuillez nous appeler au {telephone} pour réserver un départ.',
  de: 'Die Online-Buchung ist mit dieser E-Mail-Adresse derzeit nicht möglich, da gebuchte Startzeiten nicht gespielt wurden. Bitte rufen Sie uns unter {telephone} an, um eine Startzeit zu buchen.',
};

/** The refusal in a language, naming the club's telephone. */
export const noShowStopMessage = (language: Language, telephone: string): string =>
  noShowStopMessages[language].replace('{telephone}', () => telephone);
