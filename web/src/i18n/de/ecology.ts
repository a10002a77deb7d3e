import type { ecology as enEcology } from '../en/ecology';

/** Sustainable Ecology: Ecological Management and Biodiversity. */
export const ecology: Record<keyof typeof enEcology, string> = {
  // Ecological Management
  'ecology.title': 'Ökologisches Management',
  'ecology.intro':
    'Der Platz liegt in einer der wenigen offenen Dünenlandschaften, die es an der belgischen Küste noch gibt. Der Club pflegt ihn nicht nur als Linksplatz, sondern als eigenständiges Naturgebiet.',
  'ecology.plan2003.title': 'Ein Ökologieplan seit 2003',
  'ecology.plan2003.text1':
    'Seit 2003 wird der Platz nach einem Ökologieplan gepflegt. Der Plan teilt das Gelände in Spielbereiche und Naturbereiche: Abschläge, Fairways und Grüns werden für das Golfspiel gepflegt, das Rough, die Dünenhänge und die feuchten Dünentäler dazwischen dagegen für die Pflanzen und Tiere der Dünen.',
  'ecology.plan2003.text2':
    'In der Praxis heißt das: Das Rough wird spät im Jahr gemäht und das Schnittgut abgefahren, damit der Boden nährstoffarm bleibt und die Dünenblumen eine Chance haben; invasives Gebüsch wird entfernt; auf den Fairways wird so wenig Wasser und Dünger eingesetzt, wie das Spiel es zulässt; und Flächen mit offenem, wanderndem Sand bleiben erhalten, denn viele Düneninsekten brauchen sie.',
  'ecology.plan2020.title': 'Ein neuer 20-Jahres-Plan ab 2020',
  'ecology.plan2020.text1':
    'Im Jahr 2020 hat der Club einen neuen Ökologieplan für die nächsten zwanzig Jahre aufgestellt, der im Frühjahr 2021 genehmigt wurde. Er baut auf dem ersten Plan auf und geht weiter.',
  'ecology.plan2020.point1':
    'Er verbindet die Naturbereiche über den ganzen Platz hinweg, damit Kröten, Eidechsen und Insekten zwischen ihnen wandern können.',
  'ecology.plan2020.point2': 'Er stellt offene Graudünen wieder her, wo Gebüsch sie überwuchert hatte.',
  'ecology.plan2020.point3':
    'Er legt fest, wie die Ergebnisse Jahr für Jahr gemeinsam mit Ehrenamtlichen und Wissenschaftlern überwacht werden.',
  'ecology.round.title': 'Was das für Ihre Runde bedeutet',
  'ecology.round.text':
    'Einige Roughflächen sind als ökologisch sensible Zonen gekennzeichnet. Bitte betreten Sie sie nicht, auch nicht, um einen Ball zu suchen. Bleiben Sie auf den Wegen zwischen den Löchern, und verlassen Sie die Dünen so, wie Sie sie vorgefunden haben.',
  'ecology.timeline.title': 'Die Pläne im Überblick',
  'ecology.timeline.2003.when': '2003',
  'ecology.timeline.2003.what': 'Der erste Ökologieplan teilt den Platz in Spielbereiche und Naturbereiche.',
  'ecology.timeline.2020.when': '2020',
  'ecology.timeline.2020.what': 'Ein neuer Plan für die nächsten zwanzig Jahre wird aufgestellt.',
  'ecology.timeline.2021.when': 'Frühjahr 2021',
  'ecology.timeline.2021.what': 'Der neue 20-Jahres-Plan wird genehmigt.',
  'ecology.timeline.2040.when': 'Bis 2040',
  'ecology.timeline.2040.what':
    'Naturbereiche verbunden, Graudünen wiederhergestellt, Ergebnisse jedes Jahr überwacht.',
  'ecology.species.title': 'Geschützte Arten auf dem Platz',
  'ecology.species.intro':
    'Dies sind einige der Pflanzen und Tiere, die auf dem Linksplatz leben. Mehrere davon sind geschützt; alle sind auf eine offene, sandige Dünenlandschaft angewiesen.',
  'ecology.dashboard.title': 'VLINDER: Live-Daten aus den Dünen',
  'ecology.dashboard.text':
    'Der Club beteiligt sich an VLINDER, einem Citizen-Science-Netz kleiner Wetterstationen, die von Schulen, Bürgerinnen und Bürgern sowie Organisationen betreut werden. Die Station auf dem Platz misst Temperatur und Luftfeuchtigkeit in den Dünen; das Live-Dashboard unten zeigt ihre Messwerte neben denen der anderen Stationen.',
  'ecology.dashboard.frameTitle': 'VLINDER-Live-Dashboard der Citizen-Science-Wetterstationen',
  'ecology.dashboard.note':
    'Das Dashboard wird von einem externen Dienst bereitgestellt und kann einen Moment zum Laden brauchen.',
  'ecology.dashboard.open': 'Dashboard in einem neuen Tab öffnen',
  'ecology.opensInNewTab': '(öffnet in einem neuen Tab)',
  'ecology.links.biodiversity': 'Lebensräume der Dünen, geschützte Arten und unser Sensorprojekt.',
  'ecology.links.holes': 'Gehen Sie die 18 Löcher durch die Dünen ab.',

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
  'biodiversity.title': 'Biodiversität',
  'biodiversity.intro':
    'Zwischen Meer und Poldern ist der Linksplatz ein Mosaik aus Dünenlebensräumen, jeder mit eigenen Pflanzen und Tieren. Golf und Natur teilen sich hier dasselbe Gelände.',
  'biodiversity.habitats.title': 'Lebensräume der Dünen',
  'biodiversity.habitats.white.term': 'Weißdünen',
  'biodiversity.habitats.white.text':
    'Junge, wandernde Dünen nahe am Strand, vom Strandhafer zusammengehalten, mit Stranddisteln an ihren Flanken.',
  'biodiversity.habitats.grey.term': 'Graudünen',
  'biodiversity.habitats.grey.text':
    'Ältere, festgelegte Dünen, bewachsen mit Moosen, Flechten und niedrigen Blumen wie dem Dünen-Stiefmütterchen und dem Feld-Thymian.',
  'biodiversity.habitats.grassland.term': 'Dünenrasen',
  'biodiversity.habitats.grassland.text':
    'Das kurze, blütenreiche Gras des Roughs, in dem im Juni die Bienen-Ragwurz erscheint und Schmetterlinge Nahrung finden.',
  'biodiversity.habitats.slacks.term': 'Dünentäler',
  'biodiversity.habitats.slacks.text':
    'Feuchte Senken zwischen den Dünen, die sich im Winter mit Wasser füllen: die Laichgewässer der Kreuzkröte.',
  'biodiversity.habitats.scrub.term': 'Gebüsch',
  'biodiversity.habitats.scrub.text':
    'Sanddorn und Gewöhnlicher Liguster, in denen Singvögel brüten und Drosseln im Herbst Beeren fressen.',
  'biodiversity.protected.title': 'Geschützte Arten',
  'biodiversity.protected.text':
    'Mehrere Arten auf dem Linksplatz sind in Flandern und in Europa geschützt, darunter die Kreuzkröte und die Zauneidechse. Ihre Lebensräume sind kartiert, und die Greenkeeper planen ihre Arbeit danach: Die Dünentäler bleiben unberührt, solange die Kröten laichen, und Flächen mit offenem Sand werden für die Eier der Eidechsen freigehalten.',
  'biodiversity.protected.link': 'Zur Artenliste',
  'biodiversity.sensor.title': 'Ein Citizen-Science-Sensorprojekt',
  'biodiversity.sensor.text1':
    'In den Dünen des Platzes steht eine kleine Wetterstation, die zu VLINDER gehört, einem Citizen-Science-Netz von Wetterstationen. Sie misst Temperatur und Luftfeuchtigkeit und übermittelt ihre Messwerte alle paar Minuten.',
  'biodiversity.sensor.text2':
    'Im Vergleich mit Stationen in Städten und auf Ackerland zeigen ihre Messwerte, wie die Dünen ihr eigenes kleines Klima schaffen. Auch Mitglieder helfen ehrenamtlich mit: Jedes Jahr zählen sie Schmetterlinge, Vögel und Orchideen und teilen die Ergebnisse mit Naturschutzorganisationen.',
  'biodiversity.sensor.link': 'Zum Live-Dashboard',
  'biodiversity.gallery.title': 'Leben in den Dünen',
  'biodiversity.gallery.dusk.alt':
    'Hintereinander gestaffelte Dünenkämme mit Strandhafer als Silhouette vor dem Abendhimmel, die Sonne geht über dem Meer unter',
  'biodiversity.gallery.dusk.caption':
    'Die Dünen in der Abenddämmerung, wenn die Kaninchen herauskommen und der Wind sich legt.',
  'biodiversity.gallery.seaHolly.alt':
    'Stranddisteln mit stacheligen, blaugrauen Blättern und hellblauen Blütenköpfen auf einer sandigen Düne über dem Meer',
  'biodiversity.gallery.seaHolly.caption': 'Blühende Stranddisteln auf den Vordünen im Hochsommer.',
  'biodiversity.gallery.slack.alt':
    'Ein flacher Tümpel zwischen den Dünen, gesäumt von Schilf und Binsen, mit rosa Orchideen im feuchten Gras',
  'biodiversity.gallery.slack.caption': 'Ein Dünental im Frühling, das Laichgewässer der Kreuzkröte.',
  'biodiversity.gallery.sensor.alt':
    'Eine kleine Wetterstation in den Dünen: ein weißer Lamellen-Strahlungsschutz an einem Mast mit einem Solarmodul',
  'biodiversity.gallery.sensor.caption': 'Die VLINDER-Wetterstation im Strandhafer.',
  'biodiversity.links.ecology': 'Der Ökologieplan und die Arten des Platzes.',
  'biodiversity.links.holes': 'Gehen Sie die 18 Löcher durch die Dünen ab.',
};
