import type { Language } from '../../../../common/i18n/languages';

/**
 * The privacy page's list of who processes data for us (docs/product.md, Privacy), in every language: a
 * widget of the page (components/PolicyWidgets.tsx), as Mollie is named only when the site books online;
 * the section's title and introduction are the page's texts. Kept with
 * the privacy page rather than in the dictionaries: the English dictionary is part of the home page's
 * JavaScript, which is at its limit (docs/product.md, Speed budgets), and only this page shows these.
 * processorTexts.test.ts holds them to what dictionaries.test.ts asks of the dictionaries.
 */
export interface ProcessorTexts {
  hosting: string;
  email: string;
  /** Mollie, named only when the site books online. */
  payment: string;
  /** OpenStreetMap, whose map the home page embeds. */
  map: string;
}

export const PROCESSOR_TEXTS: Record<Language, ProcessorTexts> = {
  en: {
    hosting:
      'Our hosting provider runs the server and the database of this website, and so stores everything you send us through it.',
    email:
      'Our e-mail provider sends the confirmations and answers we mail you (your e-mail address, name and the details of your booking or request).',
    payment:
      'Mollie B.V. (the Netherlands) handles the online payment of a green fee: it receives the amount, the booking reference and the payment details you enter on its page; we never see your card or account number.',
    map: 'OpenStreetMap (OpenStreetMap Foundation, United Kingdom) shows the map on our home page: your browser loads the map from its servers, which receive your IP address and the page you came from.',
  },
  nl: {
    hosting:
      'Onze hostingprovider draait de server en de databank van deze website, en bewaart dus alles wat u ons via de website stuurt.',
    email:
      'Onze e-mailprovider verstuurt de bevestigingen en antwoorden die we u mailen (uw e-mailadres, naam en de gegevens van uw boeking of aanvraag).',
    payment:
      'Mollie B.V. (Nederland) verwerkt de online betaling van een green fee: het ontvangt het bedrag, de referentie van de boeking en de betaalgegevens die u op zijn pagina invult; wij zien uw kaart- of rekeningnummer nooit.',
    map: 'OpenStreetMap (OpenStreetMap Foundation, Verenigd Koninkrijk) toont de kaart op onze startpagina: uw browser laadt de kaart van zijn servers, die uw IP-adres en de pagina waar u vandaan komt ontvangen.',
  },
  fr: {
    hosting:
      'Notre hébergeur fait tourner le serveur et la base de données de ce site, et conserve donc tout ce que vous nous envoyez par son intermédiaire.',
    email:
      'Notre fournisseur d’e-mail envoie les confirmations et réponses que nous vous adressons (votre adresse e-mail, votre nom et les détails de votre réservation ou demande).',
    payment:
      'Mollie B.V. (Pays-Bas) traite le paiement en ligne d’un green fee : il reçoit le montant, la référence de la réservation et les données de paiement que vous saisissez sur sa page ; nous ne voyons jamais votre numéro de carte ou de compte.',
    map: 'OpenStreetMap (OpenStreetMap Foundation, Royaume-Uni) affiche la carte de notre page d’accueil : votre navigateur charge la carte depuis ses serveurs, qui reçoivent votre adresse IP et la page d’où vous venez.',
  },
  de: {
    hosting:
      'Unser Hosting-Anbieter betreibt den Server und die Datenbank dieser Website und speichert daher alles, was Sie uns über sie senden.',
    email:
      'Unser E-Mail-Anbieter versendet die Bestätigungen und Antworten, die wir Ihnen mailen (Ihre E-Mail-Adresse, Ihr Name und die Angaben Ihrer Buchung oder Anfrage).',
    payment:
      'Mollie B.V. (Niederlande) wickelt die Online-Zahlung eines Greenfees ab: Es erhält den Betrag, die Buchungsreferenz und die Zahlungsdaten, die Sie auf seiner Seite eingeben; Ihre Karten- oder Kontonummer sehen wir nie.',
    map: 'OpenStreetMap (OpenStreetMap Foundation, Vereinigtes Königreich) zeigt die Karte auf unserer Startseite: Ihr Browser lädt die Karte von dessen Servern, die Ihre IP-Adresse und die Seite erhalten, von der Sie kommen.',
  },
};
