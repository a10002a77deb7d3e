import type { meta as en } from '../en/meta';

/** Wat zoekmachines en linkvoorbeelden van elk scherm tonen. */
export const meta: Record<keyof typeof en, string> = {
  'meta.description.home':
    'Linksgolf in de duinen aan de Belgische kust: de baanstatus en het weer van vandaag, greenfees en online een starttijd reserveren.',
  'meta.description.golfshop':
    'De golfshop bij de eerste tee: clubs, ballen, handschoenen, regenkledij en breigoed tegen de Noordzeewind, en waar u uw greenfee betaalt.',
  'meta.description.overview':
    'De baankaart: de eerste negen lopen oostwaarts door de duinen langs het strand, de tweede negen maken een lus naar het westen. Met de scorekaart.',
  'meta.description.holes': 'Verken de links hole per hole, alle 18, voor u speelt.',
  'meta.description.handicapStrokeTable':
    'Hoeveel slagen u op onze baan krijgt, vanaf elke tee, voor uw handicapindex.',
  'meta.description.ecology':
    'De baan ligt in een van de weinige open duinlandschappen die aan de Belgische kust overblijven, beheerd als volwaardig natuurgebied.',
  'meta.description.biodiversity':
    'De duinhabitats van de links en de planten en dieren die de grond met het golf delen.',
  'meta.description.history':
    'Hoe een handvol liefhebbers op een strook duinen tussen de zee en de polders een koninklijke club werd.',
  'meta.description.diningBar':
    'De bar en het restaurant van het clubhuis: lunch na een ronde, de kaart, openingsuren en een tafel reserveren.',
  'meta.description.bod':
    'Het bestuur, de commissies en het personeel dat voor de baan zorgt: de mensen bij wie u terechtkunt.',
  'meta.description.booking': 'Reserveer een greenfee: kies online een starttijd, of stuur ons een aanvraag.',
  'meta.description.bookingDetails': 'De datum, het uur, de spelers en de prijs van uw greenfeereservatie.',
  'meta.description.greenfees':
    'Greenfees per speler voor een ronde van 18 holes, per seizoen, met de speelvoorwaarden en de openingsuren van de shop.',
  'meta.description.golfBuggies': 'Huur een golfbuggy voor uw ronde op de links: prijs, voorwaarden en uren.',
  'meta.description.drivingRange':
    'De driving range, open voor leden en bezoekers: tarieven, openingsuren en de kaarten die we aanvaarden.',
  'meta.description.dresscode': 'Wat u draagt op de baan en in het clubhuis.',
  'meta.description.members': 'De ledenzone van de club.',
  'meta.description.privacy':
    'Welke persoonsgegevens deze website verzamelt, waarom, hoe lang we ze bewaren en welke rechten u hebt volgens de AVG.',
  'meta.imageAlt': 'Een linkshole in de duinen aan de Noordzee',
};
