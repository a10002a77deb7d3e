import type { PageBlock, PageContent } from '../../../../../common/api/pages';
import { continueExploringTitle, holesCard } from './shared';

/**
 * The plans at a glance: the page shows its timeline beside the text, wherever it is placed. Exported for
 * the documents stored before it was the page's text (pageUpgrades.ts): they placed a widget there.
 */
export const planTimeline: Extract<PageBlock, { kind: 'timeline' }> = {
  id: 'plan-timeline',
  kind: 'timeline',
  title: {
    en: 'The plans at a glance',
    nl: 'De plannen in een oogopslag',
    fr: 'Les plans en un coup d’œil',
    de: 'Die Pläne im Überblick',
  },
  items: [
    {
      when: { en: '2003', nl: '2003', fr: '2003', de: '2003' },
      text: {
        en: 'The first ecology plan divides the course into play areas and nature areas.',
        nl: 'Het eerste ecologische plan deelt de baan op in speelzones en natuurzones.',
        fr: 'Le premier plan écologique divise le parcours en zones de jeu et zones naturelles.',
        de: 'Der erste Ökologieplan teilt den Platz in Spielbereiche und Naturbereiche.',
      },
    },
    {
      when: { en: '2020', nl: '2020', fr: '2020', de: '2020' },
      text: {
        en: 'A new plan is drawn up for the next twenty years.',
        nl: 'Een nieuw plan wordt opgesteld voor de komende twintig jaar.',
        fr: 'Un nouveau plan est établi pour les vingt années à venir.',
        de: 'Ein neuer Plan für die nächsten zwanzig Jahre wird aufgestellt.',
      },
    },
    {
      when: { en: 'Spring 2021', nl: 'Voorjaar 2021', fr: 'Printemps 2021', de: 'Frühjahr 2021' },
      text: {
        en: 'The new 20-year plan is approved.',
        nl: 'Het nieuwe plan voor 20 jaar wordt goedgekeurd.',
        fr: 'Le nouveau plan sur 20 ans est approuvé.',
        de: 'Der neue 20-Jahres-Plan wird genehmigt.',
      },
    },
    {
      when: { en: 'Until 2040', nl: 'Tot 2040', fr: 'Jusqu’en 2040', de: 'Bis 2040' },
      text: {
        en: 'Nature areas connected, grey dune restored, results monitored every year.',
        nl: 'Natuurzones verbonden, grijs duin hersteld, resultaten elk jaar opgevolgd.',
        fr: 'Zones naturelles reliées, dune grise restaurée, résultats suivis chaque année.',
        de: 'Naturbereiche verbunden, Graudünen wiederhergestellt, Ergebnisse jedes Jahr überwacht.',
      },
    },
  ],
};

/**
 * The species of the course as cards: each drawing (the media library's, with its alt text), the common
 * name, the scientific name and a short note. Exported for the documents stored before they were the
 * page's text (pageUpgrades.ts): they placed the widget 'species-list' there.
 */
export const speciesCards: Extract<PageBlock, { kind: 'cards' }> = {
  id: 'species-list',
  kind: 'cards',
  items: [
    {
      mediaId: 'species-natterjack-toad',
      title: {
        en: 'Natterjack toad',
        nl: 'Rugstreeppad',
        fr: 'Crapaud calamite',
        de: 'Kreuzkröte',
      },
      subtitle: {
        en: 'Epidalea calamita',
        nl: 'Epidalea calamita',
        fr: 'Epidalea calamita',
        de: 'Epidalea calamita',
      },
      text: {
        en: 'A small toad that runs rather than hops, with a thin yellow line down its back. It breeds in the shallow, sun-warmed pools of the dune slacks and calls loudly on spring nights.',
        nl: 'Een kleine pad die eerder loopt dan springt, met een dunne gele streep over de rug. Ze plant zich voort in de ondiepe, door de zon opgewarmde poelen van de duinpannen en roept luid op lentenachten.',
        fr: 'Un petit crapaud qui court plutôt qu’il ne saute, avec une fine ligne jaune le long du dos. Il se reproduit dans les mares peu profondes des pannes, chauffées par le soleil, et chante bruyamment les nuits de printemps.',
        de: 'Eine kleine Kröte, die eher läuft als hüpft, mit einer dünnen gelben Linie auf dem Rücken. Sie laicht in den flachen, sonnenwarmen Tümpeln der Dünentäler und ruft in Frühlingsnächten laut.',
      },
    },
    {
      mediaId: 'species-sand-lizard',
      title: {
        en: 'Sand lizard',
        nl: 'Zandhagedis',
        fr: 'Lézard des souches',
        de: 'Zauneidechse',
      },
      subtitle: {
        en: 'Lacerta agilis',
        nl: 'Lacerta agilis',
        fr: 'Lacerta agilis',
        de: 'Lacerta agilis',
      },
      text: {
        en: 'Basks on south-facing dune slopes and lays its eggs in bare, warm sand. In spring the males turn a bright green.',
        nl: 'Zont op duinhellingen op het zuiden en legt haar eieren in kaal, warm zand. In de lente kleuren de mannetjes felgroen.',
        fr: 'Il se chauffe au soleil sur les versants des dunes exposés au sud et pond ses œufs dans le sable nu et chaud. Au printemps, les mâles prennent une couleur vert vif.',
        de: 'Sonnt sich an südexponierten Dünenhängen und legt ihre Eier in offenen, warmen Sand. Im Frühjahr färben sich die Männchen leuchtend grün.',
      },
    },
    {
      mediaId: 'species-sea-holly',
      title: {
        en: 'Sea holly',
        nl: 'Blauwe zeedistel',
        fr: 'Panicaut maritime',
        de: 'Stranddistel',
      },
      subtitle: {
        en: 'Eryngium maritimum',
        nl: 'Eryngium maritimum',
        fr: 'Eryngium maritimum',
        de: 'Eryngium maritimum',
      },
      text: {
        en: 'A spiny, blue-grey plant of the foredunes that flowers in high summer. Its long roots reach deep into the sand for water.',
        nl: 'Een stekelige, blauwgrijze plant van de zeereep die in hartje zomer bloeit. Haar lange wortels reiken diep in het zand naar water.',
        fr: 'Une plante épineuse gris-bleu des dunes bordières, qui fleurit en plein été. Ses longues racines plongent profondément dans le sable pour y chercher l’eau.',
        de: 'Eine stachelige, blaugraue Pflanze der Vordünen, die im Hochsommer blüht. Ihre langen Wurzeln reichen tief in den Sand, um Wasser zu finden.',
      },
    },
    {
      mediaId: 'species-marram-grass',
      title: {
        en: 'Marram grass',
        nl: 'Helmgras',
        fr: 'Oyat',
        de: 'Strandhafer',
      },
      subtitle: {
        en: 'Ammophila arenaria',
        nl: 'Ammophila arenaria',
        fr: 'Ammophila arenaria',
        de: 'Ammophila arenaria',
      },
      text: {
        en: 'The grass that builds the dunes: it grows up through blown sand and binds it with its roots. Without it there would be no links.',
        nl: 'Het gras dat de duinen bouwt: het groeit door het opgewaaide zand omhoog en houdt het vast met zijn wortels. Zonder helmgras zou er geen links zijn.',
        fr: 'La graminée qui bâtit les dunes\u00a0: elle pousse à travers le sable apporté par le vent et le fixe grâce à ses racines. Sans elle, il n’y aurait pas de links.',
        de: 'Das Gras, das die Dünen baut: Es wächst durch angewehten Sand nach oben und hält ihn mit seinen Wurzeln fest. Ohne Strandhafer gäbe es keinen Linksplatz.',
      },
    },
    {
      mediaId: 'species-skylark',
      title: {
        en: 'Skylark',
        nl: 'Veldleeuwerik',
        fr: 'Alouette des champs',
        de: 'Feldlerche',
      },
      subtitle: {
        en: 'Alauda arvensis',
        nl: 'Alauda arvensis',
        fr: 'Alauda arvensis',
        de: 'Alauda arvensis',
      },
      text: {
        en: 'Nests on the ground in the long rough and sings high above the course from early spring. Keep out of the marked rough in the nesting season.',
        nl: 'Nestelt op de grond in de hoge rough en zingt vanaf het vroege voorjaar hoog boven de baan. Blijf in het broedseizoen uit de aangeduide rough.',
        fr: 'Elle niche au sol dans les hauts roughs et chante haut au-dessus du parcours dès le début du printemps. Pendant la période de nidification, restez en dehors des roughs balisés.',
        de: 'Brütet am Boden im hohen Rough und singt ab dem zeitigen Frühjahr hoch über dem Platz. Betreten Sie das gekennzeichnete Rough während der Brutzeit bitte nicht.',
      },
    },
    {
      mediaId: 'species-bee-orchid',
      title: {
        en: 'Bee orchid',
        nl: 'Bijenorchis',
        fr: 'Ophrys abeille',
        de: 'Bienen-Ragwurz',
      },
      subtitle: {
        en: 'Ophrys apifera',
        nl: 'Ophrys apifera',
        fr: 'Ophrys apifera',
        de: 'Ophrys apifera',
      },
      text: {
        en: 'An orchid whose flower imitates a bee. In June it appears, some years in great numbers, in the short grass of the dune grasslands.',
        nl: 'Een orchidee waarvan de bloem een bij nabootst. In juni verschijnt ze, sommige jaren in grote aantallen, in het korte gras van de duingraslanden.',
        fr: 'Une orchidée dont la fleur imite une abeille. Elle apparaît en juin, certaines années en grand nombre, dans l’herbe rase des pelouses dunaires.',
        de: 'Eine Orchidee, deren Blüte eine Biene nachahmt. Im Juni erscheint sie im kurzen Gras der Dünenrasen, in manchen Jahren in großer Zahl.',
      },
    },
    {
      mediaId: 'species-sea-buckthorn',
      title: {
        en: 'Sea buckthorn',
        nl: 'Duindoorn',
        fr: 'Argousier',
        de: 'Sanddorn',
      },
      subtitle: {
        en: 'Hippophae rhamnoides',
        nl: 'Hippophae rhamnoides',
        fr: 'Hippophae rhamnoides',
        de: 'Hippophae rhamnoides',
      },
      text: {
        en: 'A thorny dune shrub with bright orange berries in autumn, a feast for thrushes. Where it spreads too far it is cut back, to keep the dune open.',
        nl: 'Een doornige duinstruik met feloranje bessen in de herfst, een feestmaal voor lijsters. Waar hij zich te ver uitbreidt, wordt hij teruggesnoeid om het duin open te houden.',
        fr: 'Un arbuste épineux des dunes aux baies orange vif en automne, un régal pour les grives. Là où il s’étend trop, il est rabattu, pour garder la dune ouverte.',
        de: 'Ein dorniger Dünenstrauch mit leuchtend orangefarbenen Beeren im Herbst, ein Festmahl für Drosseln. Wo er sich zu weit ausbreitet, wird er zurückgeschnitten, damit die Düne offen bleibt.',
      },
    },
  ],
};

/**
 * The seeded texts of /ecology: the plans of 2003 and 2020 and their timeline, what they mean for a
 * round, the species of the course and the VLINDER dashboard. The dashboard is the site's feature (a
 * widget); the sections that hold the species' cards and the dashboard are the anchors #species and
 * #vlinder other pages link to.
 */
export const ecology: PageContent = {
  title: {
    en: 'Ecological Management',
    nl: 'Ecologisch beheer',
    fr: 'Gestion écologique',
    de: 'Ökologisches Management',
  },
  lead: {
    en: 'The course lies in one of the few open dune landscapes left on the Belgian coast. The club manages it not only as a links, but as a nature area in its own right.',
    nl: 'De baan ligt in een van de weinige open duinlandschappen die aan de Belgische kust overblijven. De club beheert ze niet alleen als links, maar ook als volwaardig natuurgebied.',
    fr: 'Le parcours s’étend dans l’un des rares paysages de dunes ouvertes qui subsistent sur la côte belge. Le club le gère non seulement comme un links, mais aussi comme un espace naturel à part entière.',
    de: 'Der Platz liegt in einer der wenigen offenen Dünenlandschaften, die es an der belgischen Küste noch gibt. Der Club pflegt ihn nicht nur als Linksplatz, sondern als eigenständiges Naturgebiet.',
  },
  description: {
    en: 'The course lies in one of the few open dune landscapes left on the Belgian coast, managed as a nature area in its own right.',
    nl: 'De baan ligt in een van de weinige open duinlandschappen die aan de Belgische kust overblijven, beheerd als volwaardig natuurgebied.',
    fr: 'Le parcours s’étend dans l’un des rares paysages de dunes ouvertes qui subsistent sur la côte belge, géré comme un espace naturel à part entière.',
    de: 'Der Platz liegt in einer der wenigen offenen Dünenlandschaften der belgischen Küste und wird als eigenes Naturgebiet gepflegt.',
  },
  blocks: [
    planTimeline,
    {
      id: '2003',
      kind: 'heading',
      text: {
        en: 'An ecology plan since 2003',
        nl: 'Een ecologisch plan sinds 2003',
        fr: 'Un plan écologique depuis 2003',
        de: 'Ein Ökologieplan seit 2003',
      },
    },
    {
      id: '2003-text',
      kind: 'text',
      text: {
        en: 'Since 2003 the course has been managed according to an ecology plan. The plan divides the ground into play areas and nature areas: tees, fairways and greens are maintained for golf, while the roughs, dune slopes and damp slacks between them are managed for the plants and animals of the dunes.\n\nIn practice that means mowing the roughs late in the season and removing the cuttings, so that the soil stays poor and the dune flowers can compete; clearing invasive scrub; using as little water and fertiliser on the fairways as the game allows; and leaving patches of bare, moving sand, which many dune insects need.',
        nl: 'Sinds 2003 wordt de baan beheerd volgens een ecologisch plan. Dat plan deelt het terrein op in speelzones en natuurzones: tees, fairways en greens worden onderhouden voor het golfspel, terwijl de roughs, duinhellingen en vochtige duinpannen daartussen beheerd worden voor de planten en dieren van de duinen.\n\nIn de praktijk betekent dat: de roughs laat in het seizoen maaien en het maaisel afvoeren, zodat de bodem schraal blijft en de duinbloemen een kans krijgen; invasief struikgewas verwijderen; op de fairways zo weinig water en meststof gebruiken als het spel toelaat; en plekken kaal, stuivend zand laten liggen, die veel duininsecten nodig hebben.',
        fr: 'Depuis 2003, le parcours est géré selon un plan écologique. Ce plan divise le terrain en zones de jeu et en zones naturelles\u00a0: les départs, les fairways et les greens sont entretenus pour le golf, tandis que les roughs, les versants des dunes et les pannes humides qui les séparent sont gérés pour les plantes et les animaux des dunes.\n\nConcrètement, cela signifie faucher les roughs tard dans la saison et exporter les produits de fauche, pour que le sol reste pauvre et que les fleurs des dunes puissent s’y développer\u00a0; éliminer les broussailles envahissantes\u00a0; utiliser sur les fairways aussi peu d’eau et d’engrais que le jeu le permet\u00a0; et laisser des plages de sable nu et mobile, dont de nombreux insectes des dunes ont besoin.',
        de: 'Seit 2003 wird der Platz nach einem Ökologieplan gepflegt. Der Plan teilt das Gelände in Spielbereiche und Naturbereiche: Abschläge, Fairways und Grüns werden für das Golfspiel gepflegt, das Rough, die Dünenhänge und die feuchten Dünentäler dazwischen dagegen für die Pflanzen und Tiere der Dünen.\n\nIn der Praxis heißt das: Das Rough wird spät im Jahr gemäht und das Schnittgut abgefahren, damit der Boden nährstoffarm bleibt und die Dünenblumen eine Chance haben; invasives Gebüsch wird entfernt; auf den Fairways wird so wenig Wasser und Dünger eingesetzt, wie das Spiel es zulässt; und Flächen mit offenem, wanderndem Sand bleiben erhalten, denn viele Düneninsekten brauchen sie.',
      },
    },
    {
      id: '2020',
      kind: 'heading',
      text: {
        en: 'A new 20-year plan from 2020',
        nl: 'Een nieuw plan voor 20 jaar vanaf 2020',
        fr: 'Un nouveau plan sur 20 ans depuis 2020',
        de: 'Ein neuer 20-Jahres-Plan ab 2020',
      },
    },
    {
      id: '2020-text',
      kind: 'text',
      text: {
        en: 'In 2020 the club drew up a new ecology plan for the next twenty years, which was approved in spring 2021. It builds on the first plan and goes further.\n\n- It connects the nature areas across the course, so that toads, lizards and insects can move between them.\n- It restores open grey dune where scrub had taken over.\n- It sets out how the results are monitored, year by year, together with volunteers and scientists.',
        nl: 'In 2020 stelde de club een nieuw ecologisch plan op voor de komende twintig jaar, dat in het voorjaar van 2021 goedgekeurd werd. Het bouwt voort op het eerste plan en gaat verder.\n\n- Het verbindt de natuurzones over de hele baan, zodat padden, hagedissen en insecten zich ertussen kunnen verplaatsen.\n- Het herstelt open grijs duin waar het struikgewas de overhand had gekregen.\n- Het legt vast hoe de resultaten jaar na jaar opgevolgd worden, samen met vrijwilligers en wetenschappers.',
        fr: 'En 2020, le club a établi un nouveau plan écologique pour les vingt années à venir, approuvé au printemps 2021. Il s’appuie sur le premier plan et va plus loin.\n\n- Il relie entre elles les zones naturelles du parcours, pour que crapauds, lézards et insectes puissent circuler de l’une à l’autre.\n- Il restaure la dune grise ouverte là où les broussailles avaient pris le dessus.\n- Il définit le suivi des résultats, année après année, avec des bénévoles et des scientifiques.',
        de: 'Im Jahr 2020 hat der Club einen neuen Ökologieplan für die nächsten zwanzig Jahre aufgestellt, der im Frühjahr 2021 genehmigt wurde. Er baut auf dem ersten Plan auf und geht weiter.\n\n- Er verbindet die Naturbereiche über den ganzen Platz hinweg, damit Kröten, Eidechsen und Insekten zwischen ihnen wandern können.\n- Er stellt offene Graudünen wieder her, wo Gebüsch sie überwuchert hatte.\n- Er legt fest, wie die Ergebnisse Jahr für Jahr gemeinsam mit Ehrenamtlichen und Wissenschaftlern überwacht werden.',
      },
    },
    {
      id: 'round',
      kind: 'heading',
      text: {
        en: 'What it means for your round',
        nl: 'Wat het betekent voor uw ronde',
        fr: 'Ce que cela signifie pour votre partie',
        de: 'Was das für Ihre Runde bedeutet',
      },
    },
    {
      id: 'round-text',
      kind: 'text',
      text: {
        en: 'Some areas of rough are marked as environmentally sensitive. Please do not enter them, not even to look for a ball. Keep to the paths between the holes, and leave the dunes as you found them.',
        nl: 'Sommige stukken rough zijn aangeduid als milieugevoelige zones. Betreed ze niet, zelfs niet om een bal te zoeken. Blijf op de paden tussen de holes en laat de duinen achter zoals u ze aantrof.',
        fr: 'Certaines zones de rough sont signalées comme zones écologiquement sensibles. Merci de ne pas y pénétrer, pas même pour chercher une balle. Restez sur les chemins entre les trous et laissez les dunes telles que vous les avez trouvées.',
        de: 'Einige Roughflächen sind als ökologisch sensible Zonen gekennzeichnet. Bitte betreten Sie sie nicht, auch nicht, um einen Ball zu suchen. Bleiben Sie auf den Wegen zwischen den Löchern, und verlassen Sie die Dünen so, wie Sie sie vorgefunden haben.',
      },
    },
    {
      id: 'species',
      kind: 'heading',
      text: {
        en: 'Protected species on the course',
        nl: 'Beschermde soorten op de baan',
        fr: 'Espèces protégées sur le parcours',
        de: 'Geschützte Arten auf dem Platz',
      },
    },
    {
      id: 'species-text',
      kind: 'text',
      text: {
        en: 'These are some of the plants and animals that live on the links. Several are protected; all of them depend on an open, sandy dune landscape.',
        nl: 'Dit zijn enkele van de planten en dieren die op de links leven. Verscheidene ervan zijn beschermd; ze zijn allemaal afhankelijk van een open, zanderig duinlandschap.',
        fr: 'Voici quelques-unes des plantes et des animaux qui vivent sur le links. Plusieurs sont protégés\u00a0; tous dépendent d’un paysage de dunes ouvert et sablonneux.',
        de: 'Dies sind einige der Pflanzen und Tiere, die auf dem Linksplatz leben. Mehrere davon sind geschützt; alle sind auf eine offene, sandige Dünenlandschaft angewiesen.',
      },
    },
    speciesCards,
    {
      id: 'dashboard',
      kind: 'heading',
      text: {
        en: 'VLINDER: live data from the dunes',
        nl: 'VLINDER: live gegevens uit de duinen',
        fr: 'VLINDER\u00a0: les données des dunes en direct',
        de: 'VLINDER: Live-Daten aus den Dünen',
      },
    },
    {
      id: 'dashboard-text',
      kind: 'text',
      text: {
        en: 'The club takes part in VLINDER, a citizen-science network of small weather stations hosted by schools, citizens and organisations. The station on the course measures the temperature and humidity of the air in the dunes; the live dashboard below shows its readings alongside those of the other stations.',
        nl: 'De club neemt deel aan VLINDER, een burgerwetenschapsnetwerk van kleine weerstations bij scholen, burgers en organisaties. Het station op de baan meet de temperatuur en de luchtvochtigheid in de duinen; het live dashboard hieronder toont de metingen naast die van de andere stations.',
        fr: 'Le club participe à VLINDER, un réseau de sciences participatives composé de petites stations météo accueillies par des écoles, des citoyens et des organisations. La station du parcours mesure la température et l’humidité de l’air dans les dunes\u00a0; le tableau de bord en direct ci-dessous affiche ses relevés à côté de ceux des autres stations.',
        de: 'Der Club beteiligt sich an VLINDER, einem Citizen-Science-Netz kleiner Wetterstationen, die von Schulen, Bürgerinnen und Bürgern sowie Organisationen betreut werden. Die Station auf dem Platz misst Temperatur und Luftfeuchtigkeit in den Dünen; das Live-Dashboard unten zeigt ihre Messwerte neben denen der anderen Stationen.',
      },
    },
    { id: 'vlinder-dashboard', kind: 'widget', widget: 'vlinder-dashboard' },
    {
      id: 'onward',
      kind: 'links',
      title: continueExploringTitle,
      items: [
        {
          path: '/biodiversity',
          title: {
            en: 'Biodiversity',
            nl: 'Biodiversiteit',
            fr: 'Biodiversité',
            de: 'Biodiversität',
          },
          text: {
            en: 'Dune habitats, protected species and our sensor project.',
            nl: 'Duinhabitats, beschermde soorten en ons sensorproject.',
            fr: 'Les habitats dunaires, les espèces protégées et notre projet de capteurs.',
            de: 'Lebensräume der Dünen, geschützte Arten und unser Sensorprojekt.',
          },
        },
        holesCard,
      ],
    },
  ],
};
