import type { ecology as enEcology } from '../en/ecology';

/** Sustainable Ecology: Ecological Management and Biodiversity. */
export const ecology: Record<keyof typeof enEcology, string> = {
  // Ecological Management
  'ecology.title': 'Ecologisch beheer',
  'ecology.intro':
    'De baan ligt in een van de weinige open duinlandschappen die aan de Belgische kust overblijven. De club beheert ze niet alleen als links, maar ook als volwaardig natuurgebied.',
  'ecology.plan2003.title': 'Een ecologisch plan sinds 2003',
  'ecology.plan2003.text1':
    'Sinds 2003 wordt de baan beheerd volgens een ecologisch plan. Dat plan deelt het terrein op in speelzones en natuurzones: tees, fairways en greens worden onderhouden voor het golfspel, terwijl de roughs, duinhellingen en vochtige duinpannen daartussen beheerd worden voor de planten en dieren van de duinen.',
  'ecology.plan2003.text2':
    'In de praktijk betekent dat: de roughs laat in het seizoen maaien en het maaisel afvoeren, zodat de bodem schraal blijft en de duinbloemen een kans krijgen; invasief struikgewas verwijderen; op de fairways zo weinig water en meststof gebruiken als het spel toelaat; en plekken kaal, stuivend zand laten liggen, die veel duininsecten nodig hebben.',
  'ecology.plan2020.title': 'Een nieuw plan voor 20 jaar vanaf 2020',
  'ecology.plan2020.text1':
    'In 2020 stelde de club een nieuw ecologisch plan op voor de komende twintig jaar, dat in het voorjaar van 2021 goedgekeurd werd. Het bouwt voort op het eerste plan en gaat verder.',
  'ecology.plan2020.point1':
    'Het verbindt de natuurzones over de hele baan, zodat padden, hagedissen en insecten zich ertussen kunnen verplaatsen.',
  'ecology.plan2020.point2': 'Het herstelt open grijs duin waar het struikgewas de overhand had gekregen.',
  'ecology.plan2020.point3':
    'Het legt vast hoe de resultaten jaar na jaar opgevolgd worden, samen met vrijwilligers en wetenschappers.',
  'ecology.round.title': 'Wat het betekent voor uw ronde',
  'ecology.round.text':
    'Sommige stukken rough zijn aangeduid als milieugevoelige zones. Betreed ze niet, zelfs niet om een bal te zoeken. Blijf op de paden tussen de holes en laat de duinen achter zoals u ze aantrof.',
  'ecology.timeline.title': 'De plannen in een oogopslag',
  'ecology.timeline.2003.when': '2003',
  'ecology.timeline.2003.what': 'Het eerste ecologische plan deelt de baan op in speelzones en natuurzones.',
  'ecology.timeline.2020.when': '2020',
  'ecology.timeline.2020.what': 'Een nieuw plan wordt opgesteld voor de komende twintig jaar.',
  'ecology.timeline.2021.when': 'Voorjaar 2021',
  'ecology.timeline.2021.what': 'Het nieuwe plan voor 20 jaar wordt goedgekeurd.',
  'ecology.timeline.2040.when': 'Tot 2040',
  'ecology.timeline.2040.what': 'Natuurzones verbonden, grijs duin hersteld, resultaten elk jaar opgevolgd.',
  'ecology.species.title': 'Beschermde soorten op de baan',
  'ecology.species.intro':
    'Dit zijn enkele van de planten en dieren die op de links leven. Verscheidene ervan zijn beschermd; ze zijn allemaal afhankelijk van een open, zanderig duinlandschap.',
  'ecology.dashboard.title': 'VLINDER: live gegevens uit de duinen',
  'ecology.dashboard.text':
    'De club neemt deel aan VLINDER, een burgerwetenschapsnetwerk van kleine weerstations bij scholen, burgers en organisaties. Het station op de baan meet de temperatuur en de luchtvochtigheid in de duinen; het live dashboard hieronder toont de metingen naast die van de andere stations.',
  'ecology.dashboard.frameTitle': 'Live dashboard van VLINDER, het netwerk van burgerweerstations',
  'ecology.dashboard.note':
    'Het dashboard wordt aangeboden door een externe dienst en kan even nodig hebben om te laden.',
  'ecology.dashboard.open': 'Open het dashboard in een nieuw tabblad',
  'ecology.opensInNewTab': '(opent in een nieuw tabblad)',
  'ecology.links.biodiversity': 'Duinhabitats, beschermde soorten en ons sensorproject.',
  'ecology.links.holes': 'Verken de 18 holes door de duinen.',

  // Species
  'species.natterjackToad.name': 'Rugstreeppad',
  'species.natterjackToad.latin': 'Epidalea calamita',
  'species.natterjackToad.text':
    'Een kleine pad die eerder loopt dan springt, met een dunne gele streep over de rug. Ze plant zich voort in de ondiepe, door de zon opgewarmde poelen van de duinpannen en roept luid op lentenachten.',
  'species.natterjackToad.alt':
    'Illustratie van een rugstreeppad: een olijfkleurige, wrattige pad met een gele streep',
  'species.sandLizard.name': 'Zandhagedis',
  'species.sandLizard.latin': 'Lacerta agilis',
  'species.sandLizard.text':
    'Zont op duinhellingen op het zuiden en legt haar eieren in kaal, warm zand. In de lente kleuren de mannetjes felgroen.',
  'species.sandLizard.alt': 'Illustratie van een zandhagedis met groene flanken en een gevlekte bruine rug',
  'species.seaHolly.name': 'Blauwe zeedistel',
  'species.seaHolly.latin': 'Eryngium maritimum',
  'species.seaHolly.text':
    'Een stekelige, blauwgrijze plant van de zeereep die in hartje zomer bloeit. Haar lange wortels reiken diep in het zand naar water.',
  'species.seaHolly.alt':
    'Illustratie van blauwe zeedistel met stekelige blauwgrijze bladeren en ronde bloemhoofdjes',
  'species.marramGrass.name': 'Helmgras',
  'species.marramGrass.latin': 'Ammophila arenaria',
  'species.marramGrass.text':
    'Het gras dat de duinen bouwt: het groeit door het opgewaaide zand omhoog en houdt het vast met zijn wortels. Zonder helmgras zou er geen links zijn.',
  'species.marramGrass.alt': 'Illustratie van een pol helmgras met bleke bloeiaren op een zandheuvel',
  'species.skylark.name': 'Veldleeuwerik',
  'species.skylark.latin': 'Alauda arvensis',
  'species.skylark.text':
    'Nestelt op de grond in de hoge rough en zingt vanaf het vroege voorjaar hoog boven de baan. Blijf in het broedseizoen uit de aangeduide rough.',
  'species.skylark.alt': 'Illustratie van een gestreepte bruine veldleeuwerik die zingt op een graspol',
  'species.beeOrchid.name': 'Bijenorchis',
  'species.beeOrchid.latin': 'Ophrys apifera',
  'species.beeOrchid.text':
    'Een orchidee waarvan de bloem een bij nabootst. In juni verschijnt ze, sommige jaren in grote aantallen, in het korte gras van de duingraslanden.',
  'species.beeOrchid.alt':
    'Illustratie van een bijenorchis met roze kelkbladen en een bruine lip die op een bij lijkt',
  'species.seaBuckthorn.name': 'Duindoorn',
  'species.seaBuckthorn.latin': 'Hippophae rhamnoides',
  'species.seaBuckthorn.text':
    'Een doornige duinstruik met feloranje bessen in de herfst, een feestmaal voor lijsters. Waar hij zich te ver uitbreidt, wordt hij teruggesnoeid om het duin open te houden.',
  'species.seaBuckthorn.alt': 'Illustratie van een duindoorntak met zilverige bladeren en oranje bessen',

  // Biodiversity
  'biodiversity.title': 'Biodiversiteit',
  'biodiversity.intro':
    'Tussen de zee en de polders is de links een mozaïek van duinhabitats, elk met eigen planten en dieren. Golf en natuur delen hier hetzelfde terrein.',
  'biodiversity.habitats.title': 'Duinhabitats',
  'biodiversity.habitats.white.term': 'Witte duinen',
  'biodiversity.habitats.white.text':
    'Jonge, stuivende duinen vlak bij het strand, bijeengehouden door helmgras, met blauwe zeedistel op hun flanken.',
  'biodiversity.habitats.grey.term': 'Grijze duinen',
  'biodiversity.habitats.grey.text':
    'Oudere, vastgelegde duinen, begroeid met mossen, korstmossen en lage bloemen zoals duinviooltje en wilde tijm.',
  'biodiversity.habitats.grassland.term': 'Duingrasland',
  'biodiversity.habitats.grassland.text':
    'Het korte, bloemrijke gras van de roughs, waar in juni bijenorchissen verschijnen en vlinders komen foerageren.',
  'biodiversity.habitats.slacks.term': 'Duinpannen',
  'biodiversity.habitats.slacks.text':
    'Vochtige laagtes tussen de duinen die in de winter vollopen met water: de voortplantingspoelen van de rugstreeppad.',
  'biodiversity.habitats.scrub.term': 'Struweel',
  'biodiversity.habitats.scrub.text':
    'Duindoorn en wilde liguster, waar zangvogels nestelen en lijsters in de herfst van de bessen smullen.',
  'biodiversity.protected.title': 'Beschermde soorten',
  'biodiversity.protected.text':
    'Verscheidene soorten op de links zijn beschermd in Vlaanderen en in Europa, waaronder de rugstreeppad en de zandhagedis. Hun leefgebieden zijn in kaart gebracht en de greenkeepers plannen hun werk errond: de duinpannen blijven ongemoeid terwijl de padden zich voortplanten, en plekken kaal zand worden opengehouden voor de eieren van de hagedissen.',
  'biodiversity.protected.link': 'Bekijk de lijst van soorten',
  'biodiversity.sensor.title': 'Een burgerwetenschapsproject met sensoren',
  'biodiversity.sensor.text1':
    'In de duinen van de baan staat een klein weerstation, als deel van VLINDER, een burgerwetenschapsnetwerk van weerstations. Het meet de temperatuur en de luchtvochtigheid en stuurt om de paar minuten zijn metingen door.',
  'biodiversity.sensor.text2':
    'Naast stations in steden en landbouwgebied helpen zijn metingen aantonen hoe de duinen hun eigen kleine klimaat maken. Ook leden zetten zich als vrijwilliger in: elk jaar tellen ze vlinders, vogels en orchideeën, en delen ze de tellingen met natuurorganisaties.',
  'biodiversity.sensor.link': 'Bekijk het live dashboard',
  'biodiversity.gallery.title': 'Leven in de duinen',
  'biodiversity.gallery.dusk.alt':
    'Opeenvolgende duinruggen met helmgras in silhouet tegen een avondlucht, de zon die ondergaat boven zee',
  'biodiversity.gallery.dusk.caption':
    'De duinen bij valavond, wanneer de konijnen tevoorschijn komen en de wind gaat liggen.',
  'biodiversity.gallery.seaHolly.alt':
    'Blauwe zeedistels met stekelige blauwgrijze bladeren en lichtblauwe bloemhoofdjes op een zandig duin boven de zee',
  'biodiversity.gallery.seaHolly.caption': 'Bloeiende blauwe zeedistel op de zeereep in hartje zomer.',
  'biodiversity.gallery.slack.alt':
    'Een ondiepe poel tussen de duinen, omringd door riet en biezen, met roze orchideeën in het vochtige gras',
  'biodiversity.gallery.slack.caption': 'Een duinpan in de lente, de voortplantingspoel van de rugstreeppad.',
  'biodiversity.gallery.sensor.alt':
    'Een klein weerstation in de duinen: een wit lamellenscherm op een mast met een zonnepaneel',
  'biodiversity.gallery.sensor.caption': 'Het VLINDER-weerstation tussen het helmgras.',
  'biodiversity.links.ecology': 'Het ecologische plan en de soorten van de baan.',
  'biodiversity.links.holes': 'Verken de 18 holes door de duinen.',
};
