import type { Language } from '../../../common/i18n/languages';
import { LOCALE_OF } from '../../../common/i18n/languages';
import { formatEuroAmount } from '../../../common/i18n/localeFormat';
import { pluralCategory } from '../../../common/i18n/plural';

/** The TEST checkout's words in each language; it speaks the booking's (docs/product.md, Online booking). */
export interface CheckoutTexts {
  title: string;
  band: string;
  /** With its colon: "Amount:", "Montant :". */
  amount: string;
  pay: string;
  fail: string;
  cancel: string;
  expire: string;
  /** "This payment is {state}." */
  ended: (state: string) => string;
  states: Record<'paid' | 'failed' | 'canceled' | 'expired', string>;
  back: string;
  /** The payment's description, also what Mollie shows: "Green fee 2026-06-14 08:10, 2 players". */
  description: (date: string, time: string, players: number) => string;
}

const players = (language: Language, count: number, one: string, other: string) =>
  `${count} ${pluralCategory(language, count) === 'one' ? one : other}`;

export const CHECKOUT_TEXTS: Record<Language, CheckoutTexts> = {
  en: {
    title: 'TEST checkout',
    band: 'TEST PAYMENT — no money is moved',
    amount: 'Amount:',
    pay: 'Pay (test)',
    fail: 'Fail (test)',
    cancel: 'Cancel (test)',
    expire: 'Let it expire (test)',
    ended: (state) => `This payment is ${state}.`,
    states: { paid: 'paid', failed: 'failed', canceled: 'canceled', expired: 'expired' },
    back: 'Back to your booking',
    description: (date, time, n) => `Green fee ${date} ${time}, ${players('en', n, 'player', 'players')}`,
  },
  nl: {
    title: 'TEST-betaalpagina',
    band: 'TESTBETALING — er wordt geen geld overgemaakt',
    amount: 'Bedrag:',
    pay: 'Betalen (test)',
    fail: 'Laten mislukken (test)',
    cancel: 'Annuleren (test)',
    expire: 'Laten verlopen (test)',
    ended: (state) => `Deze betaling is ${state}.`,
    states: { paid: 'betaald', failed: 'mislukt', canceled: 'geannuleerd', expired: 'verlopen' },
    back: 'Terug naar uw boeking',
    description: (date, time, n) => `Greenfee ${date} ${time}, ${players('nl', n, 'speler', 'spelers')}`,
  },
  fr: {
    title: 'Page de paiement TEST',
    band: 'PAIEMENT DE TEST — aucun argent n’est transféré',
    amount: 'Montant :',
    pay: 'Payer (test)',
    fail: 'Faire échouer (test)',
    cancel: 'Annuler (test)',
    expire: 'Laisser expirer (test)',
    ended: (state) => `Ce paiement est ${state}.`,
    states: { paid: 'payé', failed: 'échoué', canceled: 'annulé', expired: 'expiré' },
    back: 'Retour à votre réservation',
    description: (date, time, n) => `Green fee ${date} ${time}, ${players('fr', n, 'joueur', 'joueurs')}`,
  },
  de: {
    title: 'TEST-Zahlungsseite',
    band: 'TESTZAHLUNG — es fließt kein Geld',
    amount: 'Betrag:',
    pay: 'Bezahlen (Test)',
    fail: 'Fehlschlagen lassen (Test)',
    cancel: 'Abbrechen (Test)',
    expire: 'Ablaufen lassen (Test)',
    ended: (state) => `Diese Zahlung ist ${state}.`,
    states: { paid: 'bezahlt', failed: 'fehlgeschlagen', canceled: 'abgebrochen', expired: 'abgelaufen' },
    back: 'Zurück zu Ihrer Buchung',
    description: (date, time, n) => `Greenfee ${date} ${time}, ${players('de', n, 'Spieler', 'Spieler')}`,
  },
};

/** The amount as the language writes euros: "€110.00", "€ 110,00", "110,00 €". */
export const checkoutAmount = (language: Language, cents: number) =>
  formatEuroAmount(cents / 100, 2, LOCALE_OF[language]);
