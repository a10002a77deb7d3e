import type { club as enClub } from '../en/club';

/** The Club: History, Dining & Bar (with the table booking) and Who's Who. Sample content, no real names. */
export const club: Record<keyof typeof enClub, string> = {
  'club.onwardLinks': 'Verder ontdekken',
  'club.galleryHint': 'Beweeg over een foto of ga er met de tabtoets naartoe om het onderschrift te lezen.',

  // History
  'history.title': 'Geschiedenis',
  'history.intro':
    'Al ruim een eeuw speelt de club haar golf op hetzelfde stuk duin tussen de zee en de polders. Dit is een kort verhaal over hoe een handvol liefhebbers een koninklijke club werd.',
  'history.origins.title': 'Een links aangelegd aan zee',
  'history.origins.text1':
    'De club werd opgericht in de eerste jaren van de twintigste eeuw, toen het golf samen met de kusttram, de zeedijk en de eerste badhotels de Belgische kust bereikte. Enkele zomergasten en families uit de streek trokken door de duinen, bakenden negen holes af met vlaggen uit zeildoek en speelden ze op wind, zand en gevoel.',
  'history.origins.text2':
    'De holes volgden de valleien tussen de duinen, zoals linksholes altijd gedaan hebben: het terrein bepaalde het parcours, niet de architect. Veel van die eerste fairways worden vandaag nog altijd gespeeld.',
  'history.royal.title': 'Een koninklijke titel',
  'history.royal.text':
    'Binnen enkele decennia was de baan uitgegroeid tot achttien holes, en de club kreeg het recht zich koninklijk te noemen, een onderscheiding voor verenigingen met een lange geschiedenis. Die titel wordt zonder poeha gedragen. Hij vraagt om goede manieren op de baan en een warm onthaal in het clubhuis, niet om bladgoud.',
  'history.rebuilding.title': 'Moeilijke jaren en heropbouw',
  'history.rebuilding.text':
    'Zoals de hele kustlijn leed ook de links onder de oorlogen van de twintigste eeuw. De duinen werden versterkt, de fairways werden aan de konijnen overgelaten en het clubhuis stond leeg. Telkens kwamen de leden terug met schop en geduld: greens werden opnieuw aangelegd, bunkers kregen opnieuw hun wanden van graszoden, en de baan werd weer gespeeld, grotendeels zoals voordien.',
  'history.today.title': 'De club vandaag',
  'history.today.text':
    'Vandaag is de club een ledenclub die bezoekende golfers verwelkomt op elke dag dat de baan open is. Het parcours volgt nog altijd de oude duinvalleien, de greens zijn nog altijd stevig en snel, en de wind beslist nog altijd hoe lang de baan speelt. Sinds 2003 zorgt de club ook voor de duinen zelf, als een landschap dat bescherming verdient.',
  'history.today.ecologyLink': 'Lees meer over ons ecologisch beheer',
  'history.gallery.title': 'Beelden van de club',
  'history.gallery.clubhouse.alt':
    'Het vakwerkclubhuis met twee steile puntgevels en een lantaarn met een vlag, achter een putting green',
  'history.gallery.clubhouse.caption':
    'Het clubhuis, met zijn twee vakwerkgevels en de lantaarn waarop de clubvlag wappert.',
  'history.gallery.earlyLinks.alt':
    'Een ovaal zicht in de stijl van een gravure van twee golfers die door de duinen naar een vlag stappen, met de zee op de achtergrond',
  'history.gallery.earlyLinks.caption':
    'De links in haar beginjaren, zoals een gravure uit die tijd ze had kunnen tonen.',
  'history.gallery.green18.alt':
    'Een green met potbunkers en een rode vlag met het nummer 18, het verlichte clubhuis op de helling erachter',
  'history.gallery.green18.caption':
    'De green van de 18de in het avondlicht, onder de ramen van het clubhuis.',
  'history.gallery.honours.alt':
    'Een donker houten erebord met de titel Club Champions in vergulde letters, boven een zilveren trofee',
  'history.gallery.honours.caption':
    'Het erebord van de clubkampioenen, met de oudste trofee van de club eronder.',
  'history.links.bod': 'De mensen die de club vandaag leiden.',
  'history.links.diningBar': 'Lunch, de bar en de bridgezaal in het clubhuis.',

  // Dining & Bar
  'diningBar.title': 'Restaurant & bar',
  'diningBar.intro':
    'Het clubhuis is het hart van de club: lunch na een ronde in de voormiddag, een drankje bij het haardvuur na een winderige ronde, en een partijtje bridge op een rustige namiddag.',
  'diningBar.bookTableLink': 'Reserveer een tafel',
  'diningBar.image.alt':
    'Een tafel gedekt voor twee met wijnglazen en een kaars, voor een groot raam met uitzicht over de links naar de zee',
  'diningBar.diningRoom.title': 'Het restaurant',
  'diningBar.diningRoom.text1':
    'Het restaurant kijkt uit over de green van de 18de en de duinen tot aan de zee. ’s Middags serveert de keuken een korte kaart met seizoensgerechten, met Noordzeevis en producten van de boerderijen uit de polders.',
  'diningBar.diningRoom.text2':
    '’s Avonds kan de zaal gereserveerd worden voor clubdiners, prijsuitreikingen en privéevenementen. Verzorgde golfkledij is welkom tijdens de lunch.',
  'diningBar.diningRoom.dressCodeLink': 'Bekijk de kledingvoorschriften voor het clubhuis',
  'diningBar.menu.title': 'De kaart',
  'diningBar.menu.loading': 'De kaart wordt geladen',
  'diningBar.menu.unavailable': 'De kaart van vandaag vindt u aan de bar.',
  'diningBar.bar.title': 'De bar',
  'diningBar.bar.text':
    'De bar is het ontmoetingspunt van de club: een koffie voor de eerste tee, een drankje op het terras na de ronde, en de scores van de dag op het bord.',
  'diningBar.bar.hoursTitle': 'Openingsuren van de bar',
  'diningBar.bar.season': 'Seizoen',
  'diningBar.bar.hours': 'Uren',
  'diningBar.bar.period': '{from} – {to}',
  'diningBar.bar.openFrom': 'Dagelijks open vanaf {opens}',
  'diningBar.bar.openFromTo': 'Dagelijks open van {opens} tot {closes}',
  'diningBar.bar.withClosedDays': '{hours}, gesloten op {days}',
  'diningBar.weekday.0': 'zondag',
  'diningBar.weekday.1': 'maandag',
  'diningBar.weekday.2': 'dinsdag',
  'diningBar.weekday.3': 'woensdag',
  'diningBar.weekday.4': 'donderdag',
  'diningBar.weekday.5': 'vrijdag',
  'diningBar.weekday.6': 'zaterdag',
  'diningBar.bridgeRoom.title': 'De Bridge Room',
  'diningBar.bridgeRoom.text1':
    'Op de club wordt al bijna even lang gebridged als gegolfd. In de bridgezaal, een rustige ruimte naast de bar, komt de bridgekring van de leden samen voor haar namiddagpartijen, en wie bridge speelt, is welkom om een tafel aan te vullen.',
  'diningBar.bridgeRoom.text2':
    'De zaal kan ook gereserveerd worden voor vergaderingen en kleine bijeenkomsten. Vraag aan de bar op welke dagen er deze week gespeeld wordt.',

  // Table booking
  'tableBooking.title': 'Reserveer een tafel',
  'tableBooking.intro': 'Stuur ons uw aanvraag en we bevestigen uw tafel per e-mail of telefoon.',
  'tableBooking.condition':
    'Een tafel reserveren kan alleen voor leden van de club en hun gasten, en voor leden van een nationale golffederatie met een lidkaart.',
  'tableBooking.allRequired': 'Alle velden zijn verplicht.',
  'tableBooking.fullname': 'Volledige naam',
  'tableBooking.persons': 'Aantal personen',
  'tableBooking.phone': 'Telefoon',
  'tableBooking.email': 'E-mail',
  'tableBooking.date': 'Datum en uur',
  'tableBooking.missing.fullname': 'Vul uw volledige naam in.',
  'tableBooking.missing.persons': 'Vul het aantal personen in.',
  'tableBooking.missing.phone': 'Vul uw telefoonnummer in.',
  'tableBooking.missing.email': 'Vul uw e-mailadres in.',
  'tableBooking.missing.date': 'Kies de datum en het uur.',
  'tableBooking.errorPrefix': 'Fout:',
  'tableBooking.submit': 'Aanvraag versturen',
  'tableBooking.sending': 'Bezig met versturen…',
  'tableBooking.thanksTitle': 'Dank u wel',
  'tableBooking.thanksText':
    'Uw aanvraag voor een tafel werd verstuurd. We bevestigen uw tafel zo snel mogelijk per e-mail of telefoon.',

  // Who's Who
  'bod.title': 'Wie is wie',
  'bod.intro':
    'De club wordt geleid door haar leden, via een raad van bestuur en de commissies, samen met het personeel dat voor de baan zorgt. Dit zijn de mensen bij wie u terechtkunt.',
  'bod.loading': 'Het bestuur wordt geladen',
  'bod.memberAlt': '{name}, {title}',
  'bod.links.golfBuggies': 'Prijs, regels en uren voor het huren van een buggy.',
  'bod.links.holes': 'Alle 18 holes, van de eerste tee tot de laatste green.',
};
