import type { ecology as enEcology } from '../en/ecology';

/** Sustainable Ecology: Ecological Management and Biodiversity. */
export const ecology: Record<keyof typeof enEcology, string> = {
  // Ecological Management
  'ecology.dashboard.frameTitle': 'VLINDER-Live-Dashboard der Citizen-Science-Wetterstationen',
  'ecology.dashboard.note':
    'Das Dashboard wird von einem externen Dienst bereitgestellt und kann einen Moment zum Laden brauchen.',
  'ecology.dashboard.open': 'Dashboard in einem neuen Tab öffnen',
  'ecology.opensInNewTab': '(öffnet in einem neuen Tab)',

  // Species
  'species.natterjackToad.name': 'Kreuzkröte',
  'species.natterjackToad.latin': 'Epidalea calamita',
  'species.natterjackToad.text':
    'Eine kleine Kröte, die eher läuft als hüpft, mit einer dünnen gelben Linie auf dem Rücken. Sie laicht in den flachen, sonnenwarmen Tümpeln der Dünentäler und ruft in Frühlingsnächten laut.',
  'species.natterjackToad.alt':
    'Illustration einer Kreuzkröte: eine olivfarbene, warzige Kröte mit gelbem Rückenstreifen',
  'species.sandLizard.name': 'Zauneidechse',
  'species.sandLizard.latin': 'Lacerta agilis',
  'species.sandLizard.text':
    'Sonnt sich an südexponierten Dünenhängen und legt ihre Eier in offenen, warmen Sand. Im Frühjahr färben sich die Männchen leuchtend grün.',
  'species.sandLizard.alt': 'Illustration einer Zauneidechse mit grünen Flanken und braun geflecktem Rücken',
  'species.seaHolly.name': 'Stranddistel',
  'species.seaHolly.latin': 'Eryngium maritimum',
  'species.seaHolly.text':
    'Eine stachelige, blaugraue Pflanze der Vordünen, die im Hochsommer blüht. Ihre langen Wurzeln reichen tief in den Sand, um Wasser zu finden.',
  'species.seaHolly.alt':
    'Illustration einer Stranddistel mit stacheligen, blaugrauen Blättern und runden Blütenköpfen',
  'species.marramGrass.name': 'Strandhafer',
  'species.marramGrass.latin': 'Ammophila arenaria',
  'species.marramGrass.text':
    'Das Gras, das die Dünen baut: Es wächst durch angewehten Sand nach oben und hält ihn mit seinen Wurzeln fest. Ohne Strandhafer gäbe es keinen Linksplatz.',
  'species.marramGrass.alt':
    'Illustration eines Strandhaferbüschels mit hellen Blütenähren auf einem Sandhügel',
  'species.skylark.name': 'Feldlerche',
  'species.skylark.latin': 'Alauda arvensis',
  'species.skylark.text':
    'Brütet am Boden im hohen Rough und singt ab dem zeitigen Frühjahr hoch über dem Platz. Betreten Sie das gekennzeichnete Rough während der Brutzeit bitte nicht.',
  'species.skylark.alt': 'Illustration einer braun gestreiften Feldlerche, die auf einem Grasbüschel singt',
  'species.beeOrchid.name': 'Bienen-Ragwurz',
  'species.beeOrchid.latin': 'Ophrys apifera',
  'species.beeOrchid.text':
    'Eine Orchidee, deren Blüte eine Biene nachahmt. Im Juni erscheint sie im kurzen Gras der Dünenrasen, in manchen Jahren in großer Zahl.',
  'species.beeOrchid.alt':
    'Illustration einer Bienen-Ragwurz mit rosa Kelchblättern und einer braunen, bienenähnlichen Lippe',
  'species.seaBuckthorn.name': 'Sanddorn',
  'species.seaBuckthorn.latin': 'Hippophae rhamnoides',
  'species.seaBuckthorn.text':
    'Ein dorniger Dünenstrauch mit leuchtend orangefarbenen Beeren im Herbst, ein Festmahl für Drosseln. Wo er sich zu weit ausbreitet, wird er zurückgeschnitten, damit die Düne offen bleibt.',
  'species.seaBuckthorn.alt':
    'Illustration eines Sanddornzweigs mit silbrigen Blättern und orangefarbenen Beeren',

  // Biodiversity
};
