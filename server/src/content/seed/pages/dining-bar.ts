import type { PageContent } from '../../../../../common/api/pages';

/**
 * The seeded texts of /dining-bar (docs/product.md, Content): the dining room, the menu, the bar and the
 * bridge room. The lunch menu, the bar's hours and the table booking card are the site's own (widgets).
 */
export const diningBar: PageContent = {
  title: {
    en: 'Dining & Bar',
    nl: 'Restaurant & bar',
    fr: 'Restaurant & bar',
    de: 'Restaurant & Bar',
  },
  lead: {
    en: 'The clubhouse is the heart of the club: lunch after a morning round, a drink by the fire after a windy one, and a game of bridge on a quiet afternoon.',
    nl: 'Het clubhuis is het hart van de club: lunch na een ronde in de voormiddag, een drankje bij het haardvuur na een winderige ronde, en een partijtje bridge op een rustige namiddag.',
    fr: 'Le club-house est le cœur du club\u00a0: un lunch après une partie matinale, un verre au coin du feu après une partie venteuse, et un bridge par un après-midi tranquille.',
    de: 'Das Clubhaus ist das Herz des Clubs: ein Mittagessen nach einer Runde am Vormittag, ein Drink am Kamin nach einer windigen Runde und eine Partie Bridge an einem ruhigen Nachmittag.',
  },
  description: {
    en: 'The clubhouse bar and restaurant: lunch after a round, the menu, opening hours and table booking.',
    nl: 'De bar en het restaurant van het clubhuis: lunch na een ronde, de kaart, openingsuren en een tafel reserveren.',
    fr: 'Le bar et le restaurant du club-house\u00a0: le lunch après la partie, la carte, les heures d’ouverture et la réservation de tables.',
    de: 'Bar und Restaurant im Clubhaus: Mittagessen nach der Runde, die Karte, Öffnungszeiten und Tischreservierung.',
  },
  blocks: [
    {
      id: 'dining-room-picture',
      kind: 'picture',
      mediaId: 'dining-room',
    },
    {
      id: 'room',
      kind: 'heading',
      text: {
        en: 'The Dining Room',
        nl: 'Het restaurant',
        fr: 'La salle à manger',
        de: 'Das Restaurant',
      },
    },
    {
      id: 'room-text',
      kind: 'text',
      text: {
        en: 'The dining room looks out over the 18th green and the dunes to the sea. At lunchtime the kitchen serves a short menu of seasonal dishes, with North Sea fish and produce from the farms of the polders.\n\nIn the evening the room can be reserved for club dinners, prize-givings and private events. Neat golf attire is welcome at lunch.\n\n[See the dress code for the clubhouse](/dresscode)',
        nl: 'Het restaurant kijkt uit over de green van de 18de en de duinen tot aan de zee. ’s Middags serveert de keuken een korte kaart met seizoensgerechten, met Noordzeevis en producten van de boerderijen uit de polders.\n\n’s Avonds kan de zaal gereserveerd worden voor clubdiners, prijsuitreikingen en privéevenementen. Verzorgde golfkledij is welkom tijdens de lunch.\n\n[Bekijk de kledingvoorschriften voor het clubhuis](/dresscode)',
        fr: 'La salle à manger donne sur le green du 18 et, au-delà des dunes, sur la mer. À midi, la cuisine propose une courte carte de plats de saison, avec du poisson de la mer du Nord et des produits des fermes des polders.\n\nLe soir, la salle peut être réservée pour les dîners du club, les remises des prix et les événements privés. Une tenue de golf soignée est bienvenue au lunch.\n\n[Voir le code vestimentaire du club-house](/dresscode)',
        de: 'Das Restaurant blickt über das 18. Grün und die Dünen aufs Meer. Mittags serviert die Küche eine kleine Karte mit saisonalen Gerichten, mit Fisch aus der Nordsee und Erzeugnissen von den Höfen der Polder.\n\nAbends kann der Saal für Clubdinner, Siegerehrungen und private Veranstaltungen reserviert werden. Zum Mittagessen ist gepflegte Golfkleidung willkommen.\n\n[Zur Kleiderordnung im Clubhaus](/dresscode)',
      },
    },
    {
      id: 'menu',
      kind: 'heading',
      text: {
        en: 'The Menu',
        nl: 'De kaart',
        fr: 'La carte',
        de: 'Die Speisekarte',
      },
    },
    {
      id: 'lunch-menu',
      kind: 'widget',
      widget: 'lunch-menu',
    },
    {
      id: 'bar',
      kind: 'heading',
      text: {
        en: 'The Bar',
        nl: 'De bar',
        fr: 'Le bar',
        de: 'Die Bar',
      },
    },
    {
      id: 'bar-text',
      kind: 'text',
      text: {
        en: 'The bar is the meeting point of the club: coffee before the first tee, a drink on the terrace after the round, and the day’s scores on the board.',
        nl: 'De bar is het ontmoetingspunt van de club: een koffie voor de eerste tee, een drankje op het terras na de ronde, en de scores van de dag op het bord.',
        fr: 'Le bar est le lieu de rendez-vous du club\u00a0: un café avant le départ du 1, un verre en terrasse après la partie, et les scores du jour au tableau.',
        de: 'Die Bar ist der Treffpunkt des Clubs: ein Kaffee vor dem ersten Abschlag, ein Drink auf der Terrasse nach der Runde und die Ergebnisse des Tages an der Tafel.',
      },
    },
    {
      id: 'bar-hours',
      kind: 'widget',
      widget: 'bar-hours',
    },
    {
      id: 'bridge-room',
      kind: 'heading',
      text: {
        en: 'The Bridge Room',
        nl: 'De Bridge Room',
        fr: 'La salle de bridge',
        de: 'Der Bridgeraum',
      },
    },
    {
      id: 'bridge-room-text',
      kind: 'text',
      text: {
        en: 'Bridge has been played at the club for almost as long as golf. The bridge room, a quiet room off the bar, is where the members’ bridge circle meets for its afternoon games, and anyone who plays is welcome to make up a table.\n\nThe room can also be reserved for meetings and small gatherings. Ask at the bar for the days of this week’s games.',
        nl: 'Op de club wordt al bijna even lang gebridged als gegolfd. In de bridgezaal, een rustige ruimte naast de bar, komt de bridgekring van de leden samen voor haar namiddagpartijen, en wie bridge speelt, is welkom om een tafel aan te vullen.\n\nDe zaal kan ook gereserveerd worden voor vergaderingen en kleine bijeenkomsten. Vraag aan de bar op welke dagen er deze week gespeeld wordt.',
        fr: 'On joue au bridge au club presque depuis aussi longtemps qu’au golf. La salle de bridge, une pièce calme attenante au bar, accueille les parties d’après-midi du cercle de bridge des membres, et tout joueur est le bienvenu pour compléter une table.\n\nLa salle peut aussi être réservée pour des réunions et de petites rencontres. Renseignez-vous au bar sur les jours des parties de cette semaine.',
        de: 'Bridge wird im Club fast so lange gespielt wie Golf. Im Bridgeraum, einem ruhigen Raum neben der Bar, trifft sich der Bridgekreis der Mitglieder zu seinen Nachmittagspartien, und wer Bridge spielt, ist herzlich eingeladen, einen Tisch zu vervollständigen.\n\nDer Raum kann auch für Besprechungen und kleine Zusammenkünfte reserviert werden. Die Spieltage dieser Woche erfahren Sie an der Bar.',
      },
    },
    {
      id: 'table-booking',
      kind: 'widget',
      widget: 'table-booking',
    },
  ],
};
