import type { club as enClub } from '../en/club';

/** The Club: History, Dining & Bar (with the table booking) and Who's Who. Sample content, no real names. */
export const club: Record<keyof typeof enClub, string> = {
  'club.galleryHint': 'Survolez une image ou atteignez-la avec la touche Tab pour lire sa légende.',

  // History

  // Dining & Bar
  'diningBar.bookTableLink': 'Réserver une table',
  'diningBar.menu.loading': 'Chargement de la carte',
  'diningBar.menu.unavailable': 'La carte du jour est disponible au bar.',
  'diningBar.bar.hoursTitle': 'Heures d’ouverture du bar',
  'diningBar.bar.season': 'Saison',
  'diningBar.bar.hours': 'Heures',
  'diningBar.bar.period': '{from} – {to}',
  'diningBar.bar.openFrom': 'Ouvert tous les jours à partir de {opens}',
  'diningBar.bar.openFromTo': 'Ouvert tous les jours de {opens} à {closes}',
  'diningBar.bar.withClosedDays': '{hours}, fermé le {days}',
  'diningBar.weekday.0': 'dimanche',
  'diningBar.weekday.1': 'lundi',
  'diningBar.weekday.2': 'mardi',
  'diningBar.weekday.3': 'mercredi',
  'diningBar.weekday.4': 'jeudi',
  'diningBar.weekday.5': 'vendredi',
  'diningBar.weekday.6': 'samedi',

  // Table booking
  'tableBooking.title': 'Réserver une table',
  'tableBooking.intro':
    'Envoyez-nous votre demande et nous vous confirmerons votre table par e-mail ou par téléphone.',
  'tableBooking.condition':
    'La réservation de tables est réservée aux membres du club et à leurs invités, ainsi qu’aux membres d’une fédération nationale de golf munis de leur carte de membre.',
  'tableBooking.allRequired': 'Tous les champs sont obligatoires.',
  'tableBooking.fullname': 'Nom et prénom',
  'tableBooking.persons': 'Nombre de personnes',
  'tableBooking.phone': 'Téléphone',
  'tableBooking.email': 'E-mail',
  'tableBooking.date': 'Date et heure',
  'tableBooking.missing.fullname': 'Indiquez vos nom et prénom.',
  'tableBooking.missing.persons': 'Indiquez le nombre de personnes.',
  'tableBooking.missing.phone': 'Indiquez votre numéro de téléphone.',
  'tableBooking.missing.email': 'Indiquez votre adresse e-mail.',
  'tableBooking.missing.date': 'Choisissez la date et l’heure.',
  'tableBooking.errorPrefix': 'Erreur\u00a0:',
  'tableBooking.submit': 'Envoyer la demande',
  'tableBooking.sending': 'Envoi en cours…',
  'tableBooking.thanksTitle': 'Merci',
  'tableBooking.thanksText':
    'Votre demande de table a été envoyée. Nous vous confirmerons votre table par e-mail ou par téléphone dans les meilleurs délais.',

  // Who's Who
  'bod.loading': 'Chargement du conseil d’administration',
  'bod.memberAlt': '{name}, {title}',
};
