import type { PageContent } from '../../../../../common/api/pages';

/**
 * The seeded texts of /privacy (docs/product.md, Privacy). The parts that must follow the club's details
 * or the server's settings are widgets: who is responsible and where to write (the club's name, address
 * and e-mail), how long data is kept (the retention job's periods) and the processors (Mollie only when
 * the site books online).
 */
export const privacy: PageContent = {
  title: {
    en: 'Privacy Policy',
    nl: 'Privacybeleid',
    fr: 'Politique de confidentialité',
    de: 'Datenschutzerklärung',
  },
  lead: {
    en: '',
    nl: '',
    fr: '',
    de: '',
  },
  description: {
    en: 'Which personal data this website collects, why, how long we keep it and your rights under the GDPR.',
    nl: 'Welke persoonsgegevens deze website verzamelt, waarom, hoe lang we ze bewaren en welke rechten u hebt volgens de AVG.',
    fr: 'Quelles données à caractère personnel ce site web collecte, pourquoi, combien de temps nous les conservons et quels sont vos droits en vertu du RGPD.',
    de: 'Welche personenbezogenen Daten diese Website erhebt, warum, wie lange wir sie speichern und Ihre Rechte nach der DSGVO.',
  },
  blocks: [
    {
      id: 'controller',
      kind: 'heading',
      text: {
        en: 'Who is responsible',
        nl: 'Wie is verantwoordelijk',
        fr: 'Qui est responsable',
        de: 'Verantwortliche Stelle',
      },
    },
    {
      id: 'controller-text',
      kind: 'widget',
      widget: 'privacy-controller',
    },
    {
      id: 'greenfee',
      kind: 'heading',
      text: {
        en: 'Green fee and table bookings',
        nl: 'Reservaties van greenfees en tafels',
        fr: 'Réservations de green fees et de tables',
        de: 'Greenfee- und Tischreservierungen',
      },
    },
    {
      id: 'greenfee-text',
      kind: 'text',
      text: {
        en: 'When you request a green fee, we collect your first name, last name, handicap, e-mail address, telephone number, the date and time you want to play, the number of adults and juniors, and any remarks you add.\n\nWhen you request a table in the dining room, we collect your full name, the number of persons, your telephone number, your e-mail address and the date.\n\nWe use these data only to handle your request, to confirm your reservation by e-mail or telephone, and for the accounting the law requires of us. We do not sell them, and we share them with no one except the service providers listed under “Who processes data for us”.\n\nWe keep booking data as long as needed to handle your booking, and accounting records for the period the law prescribes.',
        nl: 'Wanneer u een greenfee aanvraagt, verzamelen we uw voornaam, familienaam, handicap, e-mailadres, telefoonnummer, de datum en het uur waarop u wilt spelen, het aantal volwassenen en junioren, en de opmerkingen die u toevoegt.\n\nWanneer u een tafel in het restaurant aanvraagt, verzamelen we uw volledige naam, het aantal personen, uw telefoonnummer, uw e-mailadres en de datum.\n\nWe gebruiken deze gegevens alleen om uw aanvraag te behandelen, om uw reservatie per e-mail of telefoon te bevestigen, en voor de boekhouding die de wet ons oplegt. We verkopen ze niet, en we delen ze met niemand behalve de dienstverleners die vermeld staan onder “Wie gegevens voor ons verwerkt”.\n\nWe bewaren reservatiegegevens zolang als nodig is om uw reservatie af te handelen, en boekhoudkundige stukken gedurende de termijn die de wet voorschrijft.',
        fr: 'Lorsque vous demandez un green fee, nous collectons votre prénom, votre nom, votre handicap, votre adresse e-mail, votre numéro de téléphone, la date et l’heure auxquelles vous souhaitez jouer, le nombre d’adultes et de juniors, ainsi que les remarques éventuelles que vous ajoutez.\n\nLorsque vous demandez une table dans la salle à manger, nous collectons vos nom et prénom, le nombre de personnes, votre numéro de téléphone, votre adresse e-mail et la date.\n\nNous utilisons ces données uniquement pour traiter votre demande, pour confirmer votre réservation par e-mail ou par téléphone, et pour la comptabilité que la loi nous impose. Nous ne les vendons pas et ne les partageons avec personne, sauf avec les prestataires cités sous « Qui traite des données pour nous ».\n\nNous conservons les données de réservation aussi longtemps que nécessaire pour traiter votre réservation, et les pièces comptables pendant la durée prescrite par la loi.',
        de: 'Wenn Sie ein Greenfee anfragen, erheben wir Ihren Vornamen, Ihren Nachnamen, Ihr Handicap, Ihre E-Mail-Adresse, Ihre Telefonnummer, das gewünschte Spieldatum und die gewünschte Uhrzeit, die Anzahl der Erwachsenen und Jugendlichen sowie etwaige Bemerkungen, die Sie hinzufügen.\n\nWenn Sie einen Tisch im Restaurant anfragen, erheben wir Ihren vollständigen Namen, die Anzahl der Personen, Ihre Telefonnummer, Ihre E-Mail-Adresse und das Datum.\n\nWir verwenden diese Daten ausschließlich, um Ihre Anfrage zu bearbeiten, Ihre Reservierung per E-Mail oder Telefon zu bestätigen und für die gesetzlich vorgeschriebene Buchführung. Wir verkaufen sie nicht und geben sie an niemanden weiter außer an die Dienstleister, die unter „Wer Daten für uns verarbeitet“ genannt sind.\n\nBuchungsdaten bewahren wir so lange auf, wie es für die Abwicklung Ihrer Buchung erforderlich ist, und Buchhaltungsunterlagen für den gesetzlich vorgeschriebenen Zeitraum.',
      },
    },
    {
      id: 'retention',
      kind: 'heading',
      text: {
        en: 'How long we keep your data',
        nl: 'Hoe lang we uw gegevens bewaren',
        fr: 'Combien de temps nous conservons vos données',
        de: 'Wie lange wir Ihre Daten aufbewahren',
      },
    },
    {
      id: 'retention-periods',
      kind: 'widget',
      widget: 'retention-table',
    },
    {
      id: 'processors',
      kind: 'heading',
      text: {
        en: 'Who processes data for us',
        nl: 'Wie gegevens voor ons verwerkt',
        fr: 'Qui traite des données pour nous',
        de: 'Wer Daten für uns verarbeitet',
      },
    },
    {
      id: 'processors-intro',
      kind: 'text',
      text: {
        en: 'These service providers process personal data on our behalf, each only for the task below:',
        nl: 'Deze dienstverleners verwerken persoonsgegevens in onze opdracht, elk alleen voor de taak hieronder:',
        fr: 'Ces prestataires traitent des données personnelles pour notre compte, chacun uniquement pour la tâche ci-dessous :',
        de: 'Diese Dienstleister verarbeiten personenbezogene Daten in unserem Auftrag, jeder nur für die unten genannte Aufgabe:',
      },
    },
    {
      id: 'processors-list',
      kind: 'widget',
      widget: 'processors',
    },
    {
      id: 'logs',
      kind: 'heading',
      text: {
        en: 'Log files',
        nl: 'Logbestanden',
        fr: 'Fichiers journaux',
        de: 'Protokolldateien',
      },
    },
    {
      id: 'logs-text',
      kind: 'text',
      text: {
        en: 'Like most websites, our server keeps log files: the date and time of each request, the page asked for, the IP address, and the browser and operating system used. We use them only to keep the site secure and running well, and we delete them after a short period unless they are needed to investigate an attack.',
        nl: 'Zoals de meeste websites houdt onze server logbestanden bij: de datum en het uur van elk verzoek, de opgevraagde pagina, het IP-adres, en de gebruikte browser en het gebruikte besturingssysteem. We gebruiken ze alleen om de site veilig en goed werkend te houden, en we verwijderen ze na korte tijd, tenzij ze nodig zijn om een aanval te onderzoeken.',
        fr: 'Comme la plupart des sites web, notre serveur tient des fichiers journaux\u00a0: la date et l’heure de chaque requête, la page demandée, l’adresse IP, ainsi que le navigateur et le système d’exploitation utilisés. Nous les utilisons uniquement pour assurer la sécurité et le bon fonctionnement du site, et nous les supprimons après une courte période, sauf s’ils sont nécessaires à l’examen d’une attaque.',
        de: 'Wie die meisten Websites speichert unser Server Protokolldateien: Datum und Uhrzeit jedes Aufrufs, die aufgerufene Seite, die IP-Adresse sowie den verwendeten Browser und das Betriebssystem. Wir verwenden sie ausschließlich, um die Sicherheit und den reibungslosen Betrieb der Website zu gewährleisten, und löschen sie nach kurzer Zeit, sofern sie nicht zur Untersuchung eines Angriffs benötigt werden.',
      },
    },
    {
      id: 'cookies',
      kind: 'heading',
      text: {
        en: 'Cookies',
        nl: 'Cookies',
        fr: 'Cookies',
        de: 'Cookies',
      },
    },
    {
      id: 'cookies-text',
      kind: 'text',
      text: {
        en: 'Cookies are small text files that a website stores in your browser. This website uses the following cookies:\n\n- Essential cookies: a security cookie that protects the booking forms against cross-site requests.\n- A consent cookie that remembers your cookie choices. It is valid for 1 year, after which we ask you again.\n- Analytics cookies, only if you accept them: they count visits and show which pages are read, so that we can improve the site. The statistics are anonymous.\n- A video host cookie, only if you accept it: the host of the videos on the holes page may set a cookie when a video is played.\n\nYou can change or withdraw your consent at any time with the Cookie settings link at the foot of every page. Refusing cookies does not stop you from using the site.',
        nl: 'Cookies zijn kleine tekstbestanden die een website in uw browser opslaat. Deze website gebruikt de volgende cookies:\n\n- Essentiële cookies: een beveiligingscookie die de reserveringsformulieren beschermt tegen cross-site requests.\n- Een toestemmingscookie die uw cookiekeuzes onthoudt. Ze is 1 jaar geldig, waarna we het u opnieuw vragen.\n- Analytische cookies, alleen als u ze aanvaardt: ze tellen bezoeken en tonen welke pagina’s gelezen worden, zodat we de site kunnen verbeteren. De statistieken zijn anoniem.\n- Een cookie van de videohost, alleen als u die aanvaardt: de host van de video’s op de pagina van de holes kan een cookie plaatsen wanneer een video afgespeeld wordt.\n\nU kunt uw toestemming op elk moment wijzigen of intrekken met de link Cookie-instellingen onderaan elke pagina. Cookies weigeren belet u niet om de site te gebruiken.',
        fr: 'Les cookies sont de petits fichiers texte qu’un site web enregistre dans votre navigateur. Ce site web utilise les cookies suivants\u00a0:\n\n- Cookies essentiels\u00a0: un cookie de sécurité qui protège les formulaires de réservation contre les requêtes intersites.\n- Un cookie de consentement qui retient vos choix en matière de cookies. Il est valable 1 an, après quoi nous vous interrogeons à nouveau.\n- Des cookies statistiques, uniquement si vous les acceptez\u00a0: ils comptent les visites et montrent quelles pages sont lues, afin que nous puissions améliorer le site. Les statistiques sont anonymes.\n- Un cookie de l’hébergeur vidéo, uniquement si vous l’acceptez\u00a0: l’hébergeur des vidéos de la page des trous peut déposer un cookie lors de la lecture d’une vidéo.\n\nVous pouvez à tout moment modifier ou retirer votre consentement grâce au lien Paramètres des cookies en bas de chaque page. Refuser les cookies ne vous empêche pas d’utiliser le site.',
        de: 'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Diese Website verwendet folgende Cookies:\n\n- Notwendige Cookies: ein Sicherheits-Cookie, das die Buchungsformulare vor websiteübergreifenden Anfragen (Cross-Site Requests) schützt.\n- Ein Einwilligungs-Cookie, das Ihre Cookie-Auswahl speichert. Es ist 1 Jahr gültig; danach fragen wir Sie erneut.\n- Analyse-Cookies, nur wenn Sie ihnen zustimmen: Sie zählen Besuche und zeigen, welche Seiten gelesen werden, damit wir die Website verbessern können. Die Statistiken sind anonym.\n- Ein Cookie des Video-Anbieters, nur wenn Sie ihm zustimmen: Der Anbieter der Videos auf der Seite der Löcher kann ein Cookie setzen, wenn ein Video abgespielt wird.\n\nSie können Ihre Einwilligung jederzeit über den Link „Cookie-Einstellungen“ am Fuß jeder Seite ändern oder widerrufen. Wenn Sie Cookies ablehnen, können Sie die Website trotzdem nutzen.',
      },
    },
    {
      id: 'rights',
      kind: 'heading',
      text: {
        en: 'Your rights under the GDPR',
        nl: 'Uw rechten volgens de AVG',
        fr: 'Vos droits en vertu du RGPD',
        de: 'Ihre Rechte nach der DSGVO',
      },
    },
    {
      id: 'rights-text',
      kind: 'text',
      text: {
        en: 'You have the right:\n\n- of access to the personal data we hold about you;\n- to rectification of data that are wrong or incomplete;\n- to erasure of your data ("right to be forgotten");\n- to restriction of the processing;\n- to data portability: to receive your data in a common format;\n- to object to the processing of your data;\n- to lodge a complaint with the Belgian Data Protection Authority (Gegevensbeschermingsautoriteit / Autorité de protection des données).',
        nl: 'U hebt het recht:\n\n- op inzage in de persoonsgegevens die we over u bewaren;\n- op verbetering van gegevens die onjuist of onvolledig zijn;\n- op wissing van uw gegevens (“recht om vergeten te worden”);\n- op beperking van de verwerking;\n- op overdraagbaarheid van uw gegevens: om ze in een gangbaar formaat te ontvangen;\n- om bezwaar te maken tegen de verwerking van uw gegevens;\n- om een klacht in te dienen bij de Belgische toezichthouder voor gegevensbescherming (Gegevensbeschermingsautoriteit / Autorité de protection des données).',
        fr: 'Vous disposez\u00a0:\n\n- du droit d’accès aux données à caractère personnel que nous détenons à votre sujet\u00a0;\n- du droit de rectification des données inexactes ou incomplètes\u00a0;\n- du droit à l’effacement de vos données («\u00a0droit à l’oubli\u00a0»)\u00a0;\n- du droit à la limitation du traitement\u00a0;\n- du droit à la portabilité des données\u00a0: recevoir vos données dans un format courant\u00a0;\n- du droit de vous opposer au traitement de vos données\u00a0;\n- du droit d’introduire une réclamation auprès de l’autorité belge de protection des données (Gegevensbeschermingsautoriteit / Autorité de protection des données).',
        de: 'Sie haben das Recht:\n\n- auf Auskunft über die personenbezogenen Daten, die wir über Sie gespeichert haben;\n- auf Berichtigung unrichtiger oder unvollständiger Daten;\n- auf Löschung Ihrer Daten („Recht auf Vergessenwerden“);\n- auf Einschränkung der Verarbeitung;\n- auf Datenübertragbarkeit: Ihre Daten in einem gängigen Format zu erhalten;\n- der Verarbeitung Ihrer Daten zu widersprechen;\n- Beschwerde bei der belgischen Datenschutzbehörde (Gegevensbeschermingsautoriteit / Autorité de protection des données) einzulegen.',
      },
    },
    {
      id: 'requests',
      kind: 'heading',
      text: {
        en: 'How to make a request',
        nl: 'Een verzoek indienen',
        fr: 'Comment introduire une demande',
        de: 'So stellen Sie einen Antrag',
      },
    },
    {
      id: 'requests-text',
      kind: 'widget',
      widget: 'privacy-requests',
    },
    {
      id: 'changes',
      kind: 'heading',
      text: {
        en: 'Changes to this policy',
        nl: 'Wijzigingen aan dit beleid',
        fr: 'Modifications de cette politique',
        de: 'Änderungen dieser Erklärung',
      },
    },
    {
      id: 'changes-text',
      kind: 'text',
      text: {
        en: 'We may update this policy when the website or the law changes. The date at the top shows the latest version.',
        nl: 'We kunnen dit beleid bijwerken wanneer de website of de wet verandert. De datum bovenaan toont de meest recente versie.',
        fr: 'Nous pouvons mettre à jour cette politique lorsque le site web ou la loi change. La date indiquée en haut de la page correspond à la dernière version.',
        de: 'Wir können diese Erklärung aktualisieren, wenn sich die Website oder die Rechtslage ändert. Das Datum oben auf der Seite zeigt die neueste Fassung an.',
      },
    },
  ],
};
