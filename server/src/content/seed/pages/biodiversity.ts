import type { PageContent } from '../../../../../common/api/pages';
import { continueExploringTitle, holesCard } from './shared';

/**
 * The seeded texts of /biodiversity: the dune habitats, the protected species and the sensor project, with
 * links into the ecology page's species list and dashboard (#species, #vlinder), and the gallery of the
 * seeded drawings (the page shows it beside the text, wherever it is placed).
 */
export const biodiversity: PageContent = {
  title: {
    en: 'Biodiversity',
    nl: 'Biodiversiteit',
    fr: 'Biodiversité',
    de: 'Biodiversität',
  },
  lead: {
    en: 'Between the sea and the polders, the links is a mosaic of dune habitats, each with its own plants and animals. Golf and nature share the same ground here.',
    nl: 'Tussen de zee en de polders is de links een mozaïek van duinhabitats, elk met eigen planten en dieren. Golf en natuur delen hier hetzelfde terrein.',
    fr: 'Entre la mer et les polders, le links est une mosaïque d’habitats dunaires, chacun avec ses propres plantes et ses propres animaux. Ici, le golf et la nature partagent le même terrain.',
    de: 'Zwischen Meer und Poldern ist der Linksplatz ein Mosaik aus Dünenlebensräumen, jeder mit eigenen Pflanzen und Tieren. Golf und Natur teilen sich hier dasselbe Gelände.',
  },
  description: {
    en: 'The dune habitats of the links and the plants and animals that share the ground with golf.',
    nl: 'De duinhabitats van de links en de planten en dieren die de grond met het golf delen.',
    fr: 'Les habitats dunaires du links, et les plantes et les animaux qui partagent le terrain avec le golf.',
    de: 'Die Lebensräume der Dünen auf dem Linksplatz und die Pflanzen und Tiere, die sich das Gelände mit dem Golfspiel teilen.',
  },
  blocks: [
    {
      id: 'gallery',
      kind: 'gallery',
      title: {
        en: 'Life in the dunes',
        nl: 'Leven in de duinen',
        fr: 'La vie dans les dunes',
        de: 'Leben in den Dünen',
      },
      mediaIds: ['bio-dunes-dusk', 'bio-sea-holly', 'bio-dune-slack', 'bio-sensor-station'],
    },
    {
      id: 'habitats',
      kind: 'heading',
      text: {
        en: 'Dune habitats',
        nl: 'Duinhabitats',
        fr: 'Les habitats dunaires',
        de: 'Lebensräume der Dünen',
      },
    },
    {
      id: 'habitats-text',
      kind: 'text',
      text: {
        en: '- **White dunes**\\\n  Young, shifting dunes near the beach, held together by marram grass, with sea holly on their flanks.\n- **Grey dunes**\\\n  Older, settled dunes covered with mosses, lichens and low flowers such as dune pansy and wild thyme.\n- **Dune grassland**\\\n  The short, flowery grass of the roughs, where bee orchids appear in June and butterflies feed.\n- **Dune slacks**\\\n  Damp hollows between the dunes that fill with water in winter: the breeding pools of the natterjack toad.\n- **Scrub**\\\n  Sea buckthorn and wild privet, where songbirds nest and thrushes feed on berries in autumn.',
        nl: '- **Witte duinen**\\\n  Jonge, stuivende duinen vlak bij het strand, bijeengehouden door helmgras, met blauwe zeedistel op hun flanken.\n- **Grijze duinen**\\\n  Oudere, vastgelegde duinen, begroeid met mossen, korstmossen en lage bloemen zoals duinviooltje en wilde tijm.\n- **Duingrasland**\\\n  Het korte, bloemrijke gras van de roughs, waar in juni bijenorchissen verschijnen en vlinders komen foerageren.\n- **Duinpannen**\\\n  Vochtige laagtes tussen de duinen die in de winter vollopen met water: de voortplantingspoelen van de rugstreeppad.\n- **Struweel**\\\n  Duindoorn en wilde liguster, waar zangvogels nestelen en lijsters in de herfst van de bessen smullen.',
        fr: '- **Dunes blanches**\\\n  De jeunes dunes mobiles près de la plage, fixées par l’oyat, avec des panicauts maritimes sur leurs flancs.\n- **Dunes grises**\\\n  Des dunes plus anciennes et stabilisées, couvertes de mousses, de lichens et de fleurs basses comme la pensée des dunes et le serpolet.\n- **Pelouses dunaires**\\\n  L’herbe rase et fleurie des roughs, où les ophrys abeilles apparaissent en juin et où les papillons viennent butiner.\n- **Pannes dunaires**\\\n  Des creux humides entre les dunes qui se remplissent d’eau en hiver\u00a0: les mares de reproduction du crapaud calamite.\n- **Fourrés**\\\n  L’argousier et le troène, où nichent les passereaux et où les grives se nourrissent de baies en automne.',
        de: '- **Weißdünen**\\\n  Junge, wandernde Dünen nahe am Strand, vom Strandhafer zusammengehalten, mit Stranddisteln an ihren Flanken.\n- **Graudünen**\\\n  Ältere, festgelegte Dünen, bewachsen mit Moosen, Flechten und niedrigen Blumen wie dem Dünen-Stiefmütterchen und dem Feld-Thymian.\n- **Dünenrasen**\\\n  Das kurze, blütenreiche Gras des Roughs, in dem im Juni die Bienen-Ragwurz erscheint und Schmetterlinge Nahrung finden.\n- **Dünentäler**\\\n  Feuchte Senken zwischen den Dünen, die sich im Winter mit Wasser füllen: die Laichgewässer der Kreuzkröte.\n- **Gebüsch**\\\n  Sanddorn und Gewöhnlicher Liguster, in denen Singvögel brüten und Drosseln im Herbst Beeren fressen.',
      },
    },
    {
      id: 'protected',
      kind: 'heading',
      text: {
        en: 'Protected species',
        nl: 'Beschermde soorten',
        fr: 'Espèces protégées',
        de: 'Geschützte Arten',
      },
    },
    {
      id: 'protected-text',
      kind: 'text',
      text: {
        en: 'Several species on the links are protected in Flanders and in Europe, among them the natterjack toad and the sand lizard. Their habitats are mapped, and the greenkeepers plan their work around them: the slacks are left alone while the toads breed, and patches of bare sand are kept open for the lizards’ eggs.\n\n[See the species list](/ecology#species)',
        nl: 'Verscheidene soorten op de links zijn beschermd in Vlaanderen en in Europa, waaronder de rugstreeppad en de zandhagedis. Hun leefgebieden zijn in kaart gebracht en de greenkeepers plannen hun werk errond: de duinpannen blijven ongemoeid terwijl de padden zich voortplanten, en plekken kaal zand worden opengehouden voor de eieren van de hagedissen.\n\n[Bekijk de lijst van soorten](/ecology#species)',
        fr: 'Plusieurs espèces du links sont protégées en Flandre et en Europe, parmi lesquelles le crapaud calamite et le lézard des souches. Leurs habitats sont cartographiés, et les greenkeepers organisent leur travail en conséquence\u00a0: on ne touche pas aux pannes pendant la reproduction des crapauds, et des plages de sable nu sont maintenues ouvertes pour les œufs des lézards.\n\n[Voir la liste des espèces](/ecology#species)',
        de: 'Mehrere Arten auf dem Linksplatz sind in Flandern und in Europa geschützt, darunter die Kreuzkröte und die Zauneidechse. Ihre Lebensräume sind kartiert, und die Greenkeeper planen ihre Arbeit danach: Die Dünentäler bleiben unberührt, solange die Kröten laichen, und Flächen mit offenem Sand werden für die Eier der Eidechsen freigehalten.\n\n[Zur Artenliste](/ecology#species)',
      },
    },
    {
      id: 'sensor',
      kind: 'heading',
      text: {
        en: 'A citizen-science sensor project',
        nl: 'Een burgerwetenschapsproject met sensoren',
        fr: 'Un projet de capteurs en sciences participatives',
        de: 'Ein Citizen-Science-Sensorprojekt',
      },
    },
    {
      id: 'sensor-text',
      kind: 'text',
      text: {
        en: 'A small weather station stands in the dunes of the course as part of VLINDER, a citizen-science network of weather stations. It measures the temperature and humidity of the air and sends its readings every few minutes.\n\nSet beside stations in towns and farmland, its readings help to show how the dunes make their own small climate. Members volunteer too: each year they count butterflies, birds and orchids, and share the counts with nature organisations.\n\n[See the live dashboard](/ecology#vlinder)',
        nl: 'In de duinen van de baan staat een klein weerstation, als deel van VLINDER, een burgerwetenschapsnetwerk van weerstations. Het meet de temperatuur en de luchtvochtigheid en stuurt om de paar minuten zijn metingen door.\n\nNaast stations in steden en landbouwgebied helpen zijn metingen aantonen hoe de duinen hun eigen kleine klimaat maken. Ook leden zetten zich als vrijwilliger in: elk jaar tellen ze vlinders, vogels en orchideeën, en delen ze de tellingen met natuurorganisaties.\n\n[Bekijk het live dashboard](/ecology#vlinder)',
        fr: 'Une petite station météo se dresse dans les dunes du parcours, dans le cadre de VLINDER, un réseau participatif de stations météo. Elle mesure la température et l’humidité de l’air et transmet ses relevés toutes les quelques minutes.\n\nComparés à ceux des stations situées en ville et à la campagne, ses relevés aident à montrer comment les dunes créent leur propre microclimat. Les membres s’investissent aussi comme bénévoles\u00a0: chaque année, ils comptent les papillons, les oiseaux et les orchidées, et transmettent leurs relevés aux associations de protection de la nature.\n\n[Voir le tableau de bord en direct](/ecology#vlinder)',
        de: 'In den Dünen des Platzes steht eine kleine Wetterstation, die zu VLINDER gehört, einem Citizen-Science-Netz von Wetterstationen. Sie misst Temperatur und Luftfeuchtigkeit und übermittelt ihre Messwerte alle paar Minuten.\n\nIm Vergleich mit Stationen in Städten und auf Ackerland zeigen ihre Messwerte, wie die Dünen ihr eigenes kleines Klima schaffen. Auch Mitglieder helfen ehrenamtlich mit: Jedes Jahr zählen sie Schmetterlinge, Vögel und Orchideen und teilen die Ergebnisse mit Naturschutzorganisationen.\n\n[Zum Live-Dashboard](/ecology#vlinder)',
      },
    },
    {
      id: 'onward',
      kind: 'links',
      title: continueExploringTitle,
      items: [
        {
          path: '/ecology',
          title: {
            en: 'Ecological Management',
            nl: 'Ecologisch beheer',
            fr: 'Gestion écologique',
            de: 'Ökologisches Management',
          },
          text: {
            en: 'The ecology plan and the species of the course.',
            nl: 'Het ecologische plan en de soorten van de baan.',
            fr: 'Le plan écologique et les espèces du parcours.',
            de: 'Der Ökologieplan und die Arten des Platzes.',
          },
        },
        holesCard,
      ],
    },
  ],
};
