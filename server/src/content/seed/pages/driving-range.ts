import type { PageContent } from '../../../../../common/api/pages';
import {
  acceptedCardsHeading,
  bookingCard,
  contactHeading,
  greenfeesCard,
  hoursHeading,
  moreAboutPlayingTitle,
} from './shared';

/**
 * The seeded texts of /driving-range (docs/product.md, Content). The fee table and the price list's note
 * come from the admin's prices, the hours from its opening hours, the contact from the club's details and
 * the cards from the site (widgets); the sections of the hours, the contact and the cards stand beside the
 * text, and the sections of text alone (Caddymaster, Greenkeeper) side by side.
 */
export const drivingRange: PageContent = {
  title: {
    en: 'Driving Range',
    nl: 'Driving range',
    fr: 'Practice',
    de: 'Driving Range',
  },
  lead: {
    en: 'The driving range is open to members and visitors alike: warm up before your round, or come just to practise.',
    nl: 'De driving range staat open voor leden en bezoekers: warm op voor uw ronde, of kom gewoon oefenen.',
    fr: 'Le practice est ouvert aux membres comme aux visiteurs\u00a0: échauffez-vous avant votre partie, ou venez simplement vous entraîner.',
    de: 'Die Driving Range steht Mitgliedern und Gästen gleichermaßen offen: Wärmen Sie sich vor Ihrer Runde auf, oder kommen Sie einfach zum Üben.',
  },
  description: {
    en: 'The driving range, open to members and visitors alike: fees, opening hours and the cards we accept.',
    nl: 'De driving range, open voor leden en bezoekers: tarieven, openingsuren en de kaarten die we aanvaarden.',
    fr: 'Le practice, ouvert aux membres comme aux visiteurs : tarifs, heures d’ouverture et cartes acceptées.',
    de: 'Die Driving Range, offen für Mitglieder und Gäste: Preise, Öffnungszeiten und die Karten, die wir annehmen.',
  },
  blocks: [
    {
      id: 'fee',
      kind: 'heading',
      text: {
        en: 'Fee',
        nl: 'Tarief',
        fr: 'Tarif',
        de: 'Gebühr',
      },
    },
    { id: 'range-price', kind: 'widget', widget: 'range-price' },
    {
      id: 'conditions',
      kind: 'heading',
      text: {
        en: 'Conditions',
        nl: 'Voorwaarden',
        fr: 'Conditions',
        de: 'Bedingungen',
      },
    },
    { id: 'range-note', kind: 'widget', widget: 'range-note' },
    {
      id: 'conditions-text',
      kind: 'text',
      text: {
        en: '- Range balls are for the range only: never take them onto the course.\n- Hit only from the mats and the marked grass tees.\n- Never walk onto the range while others are playing, and stop when the greenkeepers are out collecting.\n- Juniors under 12 practise with an adult.',
        nl: '- Rangeballen zijn alleen voor de range: neem ze nooit mee op de baan.\n- Sla alleen vanaf de matten en de aangeduide grastees.\n- Loop nooit de range op terwijl anderen aan het slaan zijn, en stop wanneer de greenkeepers ballen aan het rapen zijn.\n- Junioren jonger dan 12 oefenen onder begeleiding van een volwassene.',
        fr: '- Les balles de practice sont réservées au practice\u00a0: ne les emportez jamais sur le parcours.\n- Frappez uniquement depuis les tapis et les aires de frappe en herbe balisées.\n- Ne vous avancez jamais sur le practice pendant que d’autres joueurs frappent, et arrêtez-vous quand les greenkeepers ramassent les balles.\n- Les juniors de moins de 12 ans s’entraînent accompagnés d’un adulte.',
        de: '- Rangebälle sind nur für die Range bestimmt: Nehmen Sie sie niemals mit auf den Platz.\n- Schlagen Sie nur von den Matten und den markierten Rasenabschlägen.\n- Betreten Sie die Range nie, während andere schlagen, und hören Sie auf, wenn die Greenkeeper die Bälle einsammeln.\n- Jugendliche unter 12 Jahren üben in Begleitung eines Erwachsenen.',
      },
    },
    {
      id: 'caddymaster',
      kind: 'heading',
      text: {
        en: 'Caddymaster',
        nl: 'Caddymaster',
        fr: 'Caddie master',
        de: 'Caddymaster',
      },
    },
    {
      id: 'caddymaster-text',
      kind: 'text',
      text: {
        en: 'The caddymaster welcomes you at the first tee, starts the play on time and can arrange a trolley or a buggy.',
        nl: 'De caddymaster verwelkomt u aan de eerste tee, zorgt dat er op tijd gestart wordt en kan een trolley of een buggy voor u regelen.',
        fr: 'Le caddie master vous accueille au départ du 1, veille à ce que le jeu commence à l’heure et peut vous procurer un chariot ou une voiturette.',
        de: 'Der Caddymaster empfängt Sie am ersten Abschlag, sorgt für pünktliche Starts und kann einen Trolley oder ein Golfcart für Sie organisieren.',
      },
    },
    {
      id: 'greenkeeper',
      kind: 'heading',
      text: {
        en: 'Greenkeeper',
        nl: 'Greenkeeper',
        fr: 'Greenkeeper',
        de: 'Greenkeeper',
      },
    },
    {
      id: 'greenkeeper-text',
      kind: 'text',
      text: {
        en: 'Our greenkeepers prepare the links from first light: please give way to their machines and follow their signs.',
        nl: 'Onze greenkeepers maken de links klaar vanaf het eerste licht: geef voorrang aan hun machines en volg hun aanwijzingen.',
        fr: 'Nos greenkeepers préparent le links dès l’aube\u00a0: cédez le passage à leurs machines et suivez leurs indications.',
        de: 'Unsere Greenkeeper bereiten den Linksplatz ab dem ersten Tageslicht vor: Bitte lassen Sie ihren Maschinen den Vortritt, und folgen Sie ihren Hinweisen.',
      },
    },
    {
      id: 'hours',
      kind: 'heading',
      text: hoursHeading,
    },
    { id: 'range-hours', kind: 'widget', widget: 'range-hours' },
    {
      id: 'contact',
      kind: 'heading',
      text: contactHeading,
    },
    {
      id: 'contact-text',
      kind: 'text',
      text: {
        en: 'Questions about the range or about lessons? Contact the golf shop:',
        nl: 'Vragen over de range of over lessen? Neem contact op met de golfshop:',
        fr: 'Des questions sur le practice ou sur les leçons\u00a0? Contactez la boutique\u00a0:',
        de: 'Fragen zur Range oder zu Golfstunden? Wenden Sie sich an den Golfshop:',
      },
    },
    { id: 'shop-contact', kind: 'widget', widget: 'shop-contact' },
    {
      id: 'cards',
      kind: 'heading',
      text: acceptedCardsHeading,
    },
    {
      id: 'cards-text',
      kind: 'text',
      text: {
        en: 'Pay in cash or by card. We accept:',
        nl: 'Betaal cash of met de kaart. We aanvaarden:',
        fr: 'Paiement en espèces ou par carte. Nous acceptons\u00a0:',
        de: 'Sie können bar oder mit Karte bezahlen. Wir akzeptieren:',
      },
    },
    { id: 'payment-cards', kind: 'widget', widget: 'payment-cards' },
    {
      id: 'more',
      kind: 'links',
      title: moreAboutPlayingTitle,
      items: [greenfeesCard, bookingCard],
    },
  ],
};
