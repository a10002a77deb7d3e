import type { privacy as enPrivacy } from '../en/privacy';

export const privacy: Record<keyof typeof enPrivacy, string> = {
  'privacy.title': 'Privacybeleid',
  'privacy.backHome': 'Terug naar de startpagina',
  'privacy.contents': 'Op deze pagina',
  'privacy.updated': 'Dit beleid werd het laatst bijgewerkt op {date}.',
  'privacy.intro':
    '{club} respecteert uw privacy. Dit beleid legt uit welke persoonsgegevens we via deze website verzamelen, waarom, hoelang we ze bewaren en welke rechten u hebt volgens de Algemene Verordening Gegevensbescherming (AVG).',
  'privacy.controllerTitle': 'Wie is verantwoordelijk',
  'privacy.controller':
    '{club}, {address}, is verantwoordelijk voor de verwerking van uw persoonsgegevens. Voor elke vraag over dit beleid of over uw gegevens kunt u schrijven naar {email}.',
  'privacy.greenfeeTitle': 'Reservaties van greenfees en tafels',
  'privacy.greenfee':
    'Wanneer u een greenfee aanvraagt, verzamelen we uw voornaam, familienaam, handicap, e-mailadres, telefoonnummer, de datum en het uur waarop u wilt spelen, het aantal volwassenen en junioren, en de opmerkingen die u toevoegt.',
  'privacy.table':
    'Wanneer u een tafel in het restaurant aanvraagt, verzamelen we uw volledige naam, het aantal personen, uw telefoonnummer, uw e-mailadres en de datum.',
  'privacy.greenfeePurpose':
    'We gebruiken deze gegevens alleen om uw aanvraag te behandelen, om uw reservatie per e-mail of telefoon te bevestigen, en voor de boekhouding die de wet ons oplegt. We verkopen ze niet, en we delen ze met niemand behalve de dienstverleners die vermeld staan onder “Wie gegevens voor ons verwerkt”.',
  'privacy.greenfeeRetention':
    'We bewaren reservatiegegevens zolang als nodig is om uw reservatie af te handelen, en boekhoudkundige stukken gedurende de termijn die de wet voorschrijft.',
  'privacy.retentionTitle': 'Hoe lang we uw gegevens bewaren',
  'privacy.retentionRequests':
    'Green-fee- en tafelaanvragen worden {period} na de gevraagde datum geanonimiseerd: alleen de datum, het uur en het aantal spelers blijven bewaard.',
  'privacy.retentionBookings':
    'Reservaties van een starttijd worden {period} na de starttijd geanonimiseerd: uw naam, e-mailadres, telefoonnummer, handicap en lid- en federatienummer worden gewist; de datum, het aantal spelers, de prijs en de betalingsreferentie blijven in onze boekhouding.',
  'privacy.retentionMails':
    'De e-mails die we u sturen, worden {period} na verzending uit ons systeem gewist.',
  'privacy.retentionAudit':
    'Het register van de wijzigingen die onze medewerkers maken, waarin uw naam kan voorkomen, wordt na {period} gewist.',
  'privacy.period.month': '{n} {n:maand|maanden}',
  'privacy.period.day': '{n} {n:dag|dagen}',
  'privacy.logsTitle': 'Logbestanden',
  'privacy.logs':
    'Zoals de meeste websites houdt onze server logbestanden bij: de datum en het uur van elk verzoek, de opgevraagde pagina, het IP-adres, en de gebruikte browser en het gebruikte besturingssysteem. We gebruiken ze alleen om de site veilig en goed werkend te houden, en we verwijderen ze na korte tijd, tenzij ze nodig zijn om een aanval te onderzoeken.',
  'privacy.cookiesTitle': 'Cookies',
  'privacy.cookiesIntro':
    'Cookies zijn kleine tekstbestanden die een website in uw browser opslaat. Deze website gebruikt de volgende cookies:',
  'privacy.cookie.necessary':
    'Essentiële cookies: een beveiligingscookie die de reserveringsformulieren beschermt tegen cross-site requests.',
  'privacy.cookie.consent':
    'Een toestemmingscookie die uw cookiekeuzes onthoudt. Ze is 1 jaar geldig, waarna we het u opnieuw vragen.',
  'privacy.cookie.analytics':
    'Analytische cookies, alleen als u ze aanvaardt: ze tellen bezoeken en tonen welke pagina’s gelezen worden, zodat we de site kunnen verbeteren. De statistieken zijn anoniem.',
  'privacy.cookie.video':
    'Een cookie van de videohost, alleen als u die aanvaardt: de host van de video’s op de pagina van de holes kan een cookie plaatsen wanneer een video afgespeeld wordt.',
  'privacy.cookiesChoice':
    'U kunt uw toestemming op elk moment wijzigen of intrekken met de link Cookie-instellingen onderaan elke pagina. Cookies weigeren belet u niet om de site te gebruiken.',
  'privacy.rightsTitle': 'Uw rechten volgens de AVG',
  'privacy.rightsIntro': 'U hebt het recht:',
  'privacy.right.access': 'op inzage in de persoonsgegevens die we over u bewaren;',
  'privacy.right.rectification': 'op verbetering van gegevens die onjuist of onvolledig zijn;',
  'privacy.right.erasure': 'op wissing van uw gegevens (“recht om vergeten te worden”);',
  'privacy.right.restriction': 'op beperking van de verwerking;',
  'privacy.right.portability':
    'op overdraagbaarheid van uw gegevens: om ze in een gangbaar formaat te ontvangen;',
  'privacy.right.objection': 'om bezwaar te maken tegen de verwerking van uw gegevens;',
  'privacy.right.complaint':
    'om een klacht in te dienen bij de Belgische toezichthouder voor gegevensbescherming (Gegevensbeschermingsautoriteit / Autorité de protection des données).',
  'privacy.requestsTitle': 'Een verzoek indienen',
  'privacy.requests':
    'Stuur uw verzoek naar {email}. We antwoorden binnen één maand na ontvangst. We kunnen u eerst vragen uw identiteit te bewijzen, zodat we uw gegevens nooit aan iemand anders geven.',
  'privacy.changesTitle': 'Wijzigingen aan dit beleid',
  'privacy.changes':
    'We kunnen dit beleid bijwerken wanneer de website of de wet verandert. De datum bovenaan toont de meest recente versie.',
};
