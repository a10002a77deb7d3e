import type { PriceListBody } from '../api/priceLists';

/**
 * The tests' copy of the price list a fresh install starts with. The list itself is data: migration 0016
 * inserts it and staff change it from then on; no code reads this file (priceListsMigration.test.ts keeps
 * the two equal).
 */
export const SEEDED_PRICE_LISTS: readonly PriceListBody[] = [
  {
    name: { en: 'Green fees 2025', nl: 'Greenfees 2025', fr: 'Green fees 2025', de: 'Greenfees 2025' },
    effectiveFrom: '2025-01-01',
    seasons: [
      {
        key: 'low',
        name: { en: 'Low season', nl: 'Laagseizoen', fr: 'Basse saison', de: 'Nebensaison' },
        from: { month: 11, day: 17 },
        to: { month: 3, day: 31 },
      },
      {
        key: 'high',
        name: { en: 'High season', nl: 'Hoogseizoen', fr: 'Haute saison', de: 'Hauptsaison' },
        from: { month: 4, day: 1 },
        to: { month: 11, day: 16 },
      },
    ],
    greenFees: {
      weekday: { low: 100, high: 110 },
      weekend: { low: 110, high: 120 },
      groupWeekday: { low: 80, high: 90 },
      groupWeekend: { low: 90, high: 100 },
      twilight: { low: 80, high: 80 },
      dayFee: { low: 170, high: 170 },
    },
    twilightFrom: { low: '14:30', high: '16:30' },
    groupSize: 12,
    junior: {
      underAge: 21,
      percent: 50,
      fees: ['weekday', 'weekend', 'groupWeekday', 'groupWeekend', 'dayFee'],
    },
    atGolfSurcharge: 10,
    products: {
      seasonTicket: {
        label: {
          en: 'Season ticket 2025',
          nl: 'Seizoenskaart 2025',
          fr: 'Carte de saison 2025',
          de: 'Saisonkarte 2025',
        },
        rounds: 12,
        price: 1050,
        note: {
          en: 'The ticket is personal, and there is one per person per year.',
          nl: 'De kaart is persoonlijk, en er is er één per persoon per jaar.',
          fr: 'La carte est personnelle, et limitée à une par personne et par an.',
          de: 'Die Karte ist personengebunden, und es gibt eine Karte pro Person und Jahr.',
        },
      },
      drivingRange: {
        label: { en: 'Season 2025', nl: 'Seizoen 2025', fr: 'Saison 2025', de: 'Saison 2025' },
        minutes: 120,
        adultPrice: 30,
        juniorPrice: 15,
        juniorUnderAge: 18,
        note: {
          en: 'Pay at the golf shop before you start; the fee is per player.',
          nl: 'Betaal in de golfshop voor u begint; het tarief geldt per speler.',
          fr: 'Payez à la boutique avant de commencer\u00a0; le tarif s’entend par joueur.',
          de: 'Bezahlen Sie vor dem Üben im Golfshop; die Gebühr gilt pro Spieler.',
        },
      },
      buggy: {
        // The days as the Golf Buggies page wrote them (formatDayMonth: a no-break space before the month).
        label: {
          en: 'Season 2024 (1\u00a0January to 31\u00a0December)',
          nl: 'Seizoen 2024 (1\u00a0januari tot 31\u00a0december)',
          fr: 'Saison 2024 (du 1\u00a0janvier au 31\u00a0décembre)',
          de: 'Saison 2024 (1\u00a0Januar bis 31\u00a0Dezember)',
        },
        pricePerRound: 45,
        driverMinAge: 18,
        availableUntil: { low: '12:00', high: '14:00' },
        note: {
          en: 'A buggy must be booked in advance. Members have priority.',
          nl: 'Een buggy moet vooraf gereserveerd worden. Leden hebben voorrang.',
          fr: 'Une voiturette doit être réservée à l’avance. Les membres sont prioritaires.',
          de: 'Golfcarts müssen im Voraus reserviert werden. Mitglieder haben Vorrang.',
        },
      },
    },
    notes: {
      en: 'There is no discount on invitation and twilight green fees.',
      nl: 'Er is geen korting op greenfees op uitnodiging en twilight-greenfees.',
      fr: 'Aucune réduction n’est accordée sur les green fees invités et twilight.',
      de: 'Auf Einladungs- und Twilight-Greenfees gibt es keine Ermäßigung.',
    },
  },
];

/** The seeded list, as the tests price with it. */
export const SEEDED_PRICE_LIST: PriceListBody = SEEDED_PRICE_LISTS[0] as PriceListBody;
