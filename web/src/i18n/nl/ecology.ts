import type { ecology as enEcology } from '../en/ecology';

/** Sustainable Ecology: Ecological Management and Biodiversity. */
export const ecology: Record<keyof typeof enEcology, string> = {
  // Ecological Management
  'ecology.dashboard.frameTitle': 'Live dashboard van VLINDER, het netwerk van burgerweerstations',
  'ecology.dashboard.note':
    'Het dashboard wordt aangeboden door een externe dienst en kan even nodig hebben om te laden.',
  'ecology.dashboard.open': 'Open het dashboard in een nieuw tabblad',
  'ecology.opensInNewTab': '(opent in een nieuw tabblad)',

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
};
