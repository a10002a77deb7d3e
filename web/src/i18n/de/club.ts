import type { club as enClub } from '../en/club';

/** The Club: History, Dining & Bar (with the table booking) and Who's Who. Sample content, no real names. */
export const club: Record<keyof typeof enClub, string> = {
  'club.onwardLinks': 'Weiter entdecken',
  'club.galleryHint':
    'Fahren Sie mit der Maus über ein Bild oder wählen Sie es mit der Tabulatortaste, um die Bildunterschrift zu lesen.',

  // History
  'history.title': 'Geschichte',
  'history.intro':
    'Seit weit über einem Jahrhundert spielt der Club sein Golf auf demselben Dünenstreifen zwischen Meer und Poldern. Dies ist eine kurze Geschichte, wie aus einer Handvoll Begeisterter ein königlicher Club wurde.',
  'history.origins.title': 'Ein Linksplatz am Meer',
  'history.origins.text1':
    'Der Club wurde in den ersten Jahren des zwanzigsten Jahrhunderts gegründet, als das Golfspiel zusammen mit der Küstenstraßenbahn, der Strandpromenade und den ersten Seebadhotels die belgische Küste erreichte. Einige Sommergäste und Familien aus der Gegend gingen durch die Dünen, steckten neun Löcher mit Fahnen aus Segeltuch ab und spielten sie nach Wind, Sand und Gefühl.',
  'history.origins.text2':
    'Die Löcher folgten den Tälern zwischen den Dünen, wie es Linkslöcher schon immer getan haben: Das Gelände bestimmte die Routenführung, nicht der Architekt. Viele dieser ersten Fairways werden noch heute gespielt.',
  'history.royal.title': 'Ein königlicher Titel',
  'history.royal.text':
    'Innerhalb weniger Jahrzehnte war der Platz auf achtzehn Löcher angewachsen, und der Club erhielt das Recht, sich „königlich“ zu nennen, eine Auszeichnung für Vereine mit langer Tradition. Der Titel wird ohne Dünkel getragen. Er verlangt gute Umgangsformen auf dem Platz und einen herzlichen Empfang im Clubhaus, kein Blattgold.',
  'history.rebuilding.title': 'Schwere Jahre und Wiederaufbau',
  'history.rebuilding.text':
    'Wie die ganze Küste litt auch der Linksplatz unter den Kriegen des zwanzigsten Jahrhunderts. Die Dünen wurden befestigt, die Fairways den Kaninchen überlassen, und das Clubhaus stand leer. Jedes Mal kehrten die Mitglieder mit Spaten und Geduld zurück: Die Grüns wurden neu angelegt, die Bunkerwände wieder mit Soden aufgeschichtet, und der Platz wurde erneut gespielt, fast so wie zuvor.',
  'history.today.title': 'Der Club heute',
  'history.today.text':
    'Heute ist der Club ein Mitgliederclub, der Gastspielerinnen und Gastspieler an jedem Tag willkommen heißt, an dem der Platz geöffnet ist. Die Routenführung folgt noch immer den alten Dünentälern, die Grüns sind noch immer fest und schnell, und noch immer entscheidet der Wind, wie lang der Platz spielt. Seit 2003 kümmert sich der Club auch um die Dünen selbst, als schützenswerte Landschaft.',
  'history.today.ecologyLink': 'Mehr über unser ökologisches Management',
  'history.gallery.title': 'Bilder aus dem Club',
  'history.gallery.clubhouse.alt':
    'Das Fachwerk-Clubhaus mit zwei steilen Giebeln und einer Laterne, an der eine Flagge weht, hinter einem Putting-Grün',
  'history.gallery.clubhouse.caption':
    'Das Clubhaus mit seinen zwei Fachwerkgiebeln und der Laterne, an der die Clubflagge weht.',
  'history.gallery.earlyLinks.alt':
    'Eine ovale Ansicht im Stil eines Kupferstichs: zwei Golfer gehen durch die Dünen auf eine Fahne zu, dahinter das Meer',
  'history.gallery.earlyLinks.caption':
    'Der Linksplatz in seinen frühen Jahren, wie ihn ein Kupferstich der Zeit gezeigt haben könnte.',
  'history.gallery.green18.alt':
    'Ein Grün mit Topfbunkern und einer roten Fahne mit der Nummer 18, dahinter auf der Anhöhe das beleuchtete Clubhaus',
  'history.gallery.green18.caption': 'Das 18. Grün im Abendlicht, unterhalb der Fenster des Clubhauses.',
  'history.gallery.honours.alt':
    'Eine dunkle Ehrentafel aus Holz mit der vergoldeten Überschrift „Club Champions“, darunter ein silberner Pokal',
  'history.gallery.honours.caption':
    'Die Ehrentafel der Clubmeister, darunter die älteste Trophäe des Clubs.',
  'history.links.bod': 'Die Menschen, die den Club heute führen.',
  'history.links.diningBar': 'Mittagessen, die Bar und der Bridgeraum im Clubhaus.',

  // Dining & Bar
  'diningBar.title': 'Restaurant & Bar',
  'diningBar.intro':
    'Das Clubhaus ist das Herz des Clubs: ein Mittagessen nach einer Runde am Vormittag, ein Drink am Kamin nach einer windigen Runde und eine Partie Bridge an einem ruhigen Nachmittag.',
  'diningBar.bookTableLink': 'Tisch reservieren',
  'diningBar.image.alt':
    'Ein für zwei Personen gedeckter Tisch mit Weingläsern und einer Kerze vor einem großen Fenster mit Blick über den Linksplatz aufs Meer',
  'diningBar.diningRoom.title': 'Das Restaurant',
  'diningBar.diningRoom.text1':
    'Das Restaurant blickt über das 18. Grün und die Dünen aufs Meer. Mittags serviert die Küche eine kleine Karte mit saisonalen Gerichten, mit Fisch aus der Nordsee und Erzeugnissen von den Höfen der Polder.',
  'diningBar.diningRoom.text2':
    'Abends kann der Saal für Clubdinner, Siegerehrungen und private Veranstaltungen reserviert werden. Zum Mittagessen ist gepflegte Golfkleidung willkommen.',
  'diningBar.diningRoom.dressCodeLink': 'Zur Kleiderordnung im Clubhaus',
  'diningBar.menu.title': 'Die Speisekarte',
  'diningBar.menu.loading': 'Die Speisekarte wird geladen',
  'diningBar.menu.unavailable': 'Die Tageskarte erhalten Sie an der Bar.',
  'diningBar.bar.title': 'Die Bar',
  'diningBar.bar.text':
    'Die Bar ist der Treffpunkt des Clubs: ein Kaffee vor dem ersten Abschlag, ein Drink auf der Terrasse nach der Runde und die Ergebnisse des Tages an der Tafel.',
  'diningBar.bar.hoursTitle': 'Öffnungszeiten der Bar',
  'diningBar.bar.season': 'Saison',
  'diningBar.bar.hours': 'Öffnungszeiten',
  'diningBar.bar.period': '{from} – {to}',
  'diningBar.bar.openFrom': 'Täglich geöffnet ab {opens}',
  'diningBar.bar.openFromTo': 'Täglich geöffnet von {opens} bis {closes}',
  'diningBar.bar.withClosedDays': '{hours}, außer {days}',
  'diningBar.weekday.0': 'Sonntag',
  'diningBar.weekday.1': 'Montag',
  'diningBar.weekday.2': 'Dienstag',
  'diningBar.weekday.3': 'Mittwoch',
  'diningBar.weekday.4': 'Donnerstag',
  'diningBar.weekday.5': 'Freitag',
  'diningBar.weekday.6': 'Samstag',
  'diningBar.bridgeRoom.title': 'Der Bridgeraum',
  'diningBar.bridgeRoom.text1':
    'Bridge wird im Club fast so lange gespielt wie Golf. Im Bridgeraum, einem ruhigen Raum neben der Bar, trifft sich der Bridgekreis der Mitglieder zu seinen Nachmittagspartien, und wer Bridge spielt, ist herzlich eingeladen, einen Tisch zu vervollständigen.',
  'diningBar.bridgeRoom.text2':
    'Der Raum kann auch für Besprechungen und kleine Zusammenkünfte reserviert werden. Die Spieltage dieser Woche erfahren Sie an der Bar.',

  // Table booking
  'tableBooking.title': 'Tisch reservieren',
  'tableBooking.intro':
    'Senden Sie uns Ihre Anfrage, und wir bestätigen Ihren Tisch per E-Mail oder Telefon.',
  'tableBooking.condition':
    'Tischreservierungen sind nur für Clubmitglieder und ihre Gäste sowie für Mitglieder eines nationalen Golfverbands mit Mitgliedsausweis möglich.',
  'tableBooking.allRequired': 'Alle Felder sind Pflichtfelder.',
  'tableBooking.fullname': 'Vor- und Nachname',
  'tableBooking.persons': 'Anzahl Personen',
  'tableBooking.phone': 'Telefon',
  'tableBooking.email': 'E-Mail',
  'tableBooking.date': 'Datum und Uhrzeit',
  'tableBooking.missing.fullname': 'Geben Sie Ihren Vor- und Nachnamen ein.',
  'tableBooking.missing.persons': 'Geben Sie die Anzahl der Personen ein.',
  'tableBooking.missing.phone': 'Geben Sie Ihre Telefonnummer ein.',
  'tableBooking.missing.email': 'Geben Sie Ihre E-Mail-Adresse ein.',
  'tableBooking.missing.date': 'Wählen Sie Datum und Uhrzeit.',
  'tableBooking.errorPrefix': 'Fehler:',
  'tableBooking.submit': 'Anfrage senden',
  'tableBooking.sending': 'Wird gesendet…',
  'tableBooking.thanksTitle': 'Vielen Dank',
  'tableBooking.thanksText':
    'Ihre Tischanfrage wurde gesendet. Wir bestätigen Ihren Tisch so bald wie möglich per E-Mail oder Telefon.',

  // Who's Who
  'bod.title': 'Wer ist wer',
  'bod.intro':
    'Der Club wird von seinen Mitgliedern geführt, durch einen Vorstand und seine Ausschüsse, gemeinsam mit den Mitarbeitenden, die sich um den Platz kümmern. An diese Menschen können Sie sich wenden.',
  'bod.loading': 'Der Vorstand wird geladen',
  'bod.memberAlt': '{name}, {title}',
  'bod.links.golfBuggies': 'Preis, Regeln und Zeiten für die Miete eines Golfcarts.',
  'bod.links.holes': 'Alle 18 Löcher, vom ersten Abschlag bis zum letzten Grün.',
};
