import type { PageContent } from '../../../../../common/api/pages';

/**
 * The seeded texts of /dresscode: the rules for the course, the clubhouse, prize-giving and mobile phones,
 * each a heading over a bullet list, and the links on to the board and the holes.
 */
export const dresscode: PageContent = {
  title: {
    en: 'Dress Code',
    nl: 'Kledingvoorschriften',
    fr: 'Code vestimentaire',
    de: 'Kleiderordnung',
  },
  lead: {
    en: 'A links with a long history keeps a few simple traditions. Neat golf clothing is welcome everywhere; these rules tell you what that means here.',
    nl: 'Een links met een lange geschiedenis houdt vast aan enkele eenvoudige tradities. Verzorgde golfkledij is overal welkom; deze regels zeggen wat dat hier betekent.',
    fr: 'Un links chargé d’histoire garde quelques traditions simples. Une tenue de golf soignée est partout la bienvenue\u00a0; ces règles précisent ce que cela signifie chez nous.',
    de: 'Ein Linksplatz mit langer Geschichte pflegt ein paar einfache Traditionen. Gepflegte Golfkleidung ist überall willkommen; diese Regeln sagen Ihnen, was das bei uns bedeutet.',
  },
  description: {
    en: 'What to wear on the course and in the clubhouse.',
    nl: 'Wat u draagt op de baan en in het clubhuis.',
    fr: 'La tenue à porter sur le parcours et au club-house.',
    de: 'Was Sie auf dem Platz und im Clubhaus tragen.',
  },
  blocks: [
    {
      id: 'course',
      kind: 'heading',
      text: {
        en: 'On the course',
        nl: 'Op de baan',
        fr: 'Sur le parcours',
        de: 'Auf dem Platz',
      },
    },
    {
      id: 'course-rules',
      kind: 'text',
      text: {
        en: '- Golf shirts with a collar, or high-necked golf tops, for men and women.\n- Tailored trousers, golf shorts or skirts; shorts are worn with short or long socks.\n- Golf shoes with soft spikes or spikeless soles. Metal spikes are not allowed.\n- No jeans, tracksuits, football or beach shorts, vests or sportswear of other games.\n- Caps are worn peak forward.',
        nl: '- Golfshirts met kraag, of golftops met hoge hals, voor heren en dames.\n- Nette broeken, golfshorts of rokken; shorts worden gedragen met korte of lange kousen.\n- Golfschoenen met soft spikes of spikeloze zolen. Metalen spikes zijn niet toegelaten.\n- Geen jeans, trainingspakken, voetbal- of strandshorts, mouwloze shirts of sportkledij van andere sporten.\n- Petten worden met de klep naar voren gedragen.',
        fr: '- Polos à col, ou hauts de golf à col montant, pour les hommes comme pour les femmes.\n- Pantalons de ville, shorts de golf ou jupes\u00a0; les shorts se portent avec des chaussettes courtes ou longues.\n- Chaussures de golf à crampons souples ou sans crampons. Les crampons métalliques ne sont pas autorisés.\n- Pas de jeans, de training, de shorts de football ou de plage, de débardeurs ni de tenues d’autres sports.\n- Les casquettes se portent visière vers l’avant.',
        de: '- Golfshirts mit Kragen oder hochgeschlossene Golfoberteile, für Damen und Herren.\n- Golfhosen, Golfshorts oder Röcke; zu Shorts werden kurze oder lange Socken getragen.\n- Golfschuhe mit Soft-Spikes oder spikelosen Sohlen. Metallspikes sind nicht erlaubt.\n- Keine Jeans, Trainingsanzüge, Fußball- oder Badeshorts, Tanktops oder Sportbekleidung anderer Sportarten.\n- Kappen werden mit dem Schirm nach vorne getragen.',
      },
    },
    {
      id: 'clubhouse',
      kind: 'heading',
      text: {
        en: 'In the clubhouse',
        nl: 'In het clubhuis',
        fr: 'Au club-house',
        de: 'Im Clubhaus',
      },
    },
    {
      id: 'clubhouse-rules',
      kind: 'text',
      text: {
        en: '- Smart casual clothing; neat golf clothing is fine in the bar and on the terrace.\n- Caps and hats come off indoors.\n- Golf shoes are changed in the locker room before entering the dining room.\n- Waterproofs and wet clothing are left in the locker room.',
        nl: '- Verzorgde vrijetijdskledij; nette golfkledij is prima aan de bar en op het terras.\n- Petten en hoeden gaan binnen af.\n- Golfschoenen worden in de kleedkamer gewisseld voor u het restaurant binnengaat.\n- Regenkledij en natte kleren blijven in de kleedkamer.',
        fr: '- Tenue de ville décontractée et soignée\u00a0; une tenue de golf soignée convient au bar et en terrasse.\n- Casquettes et chapeaux s’ôtent à l’intérieur.\n- Les chaussures de golf se changent au vestiaire avant d’entrer dans la salle à manger.\n- Les vêtements de pluie et les vêtements mouillés restent au vestiaire.',
        de: '- Gepflegte Freizeitkleidung (Smart Casual); ordentliche Golfkleidung ist an der Bar und auf der Terrasse in Ordnung.\n- Kappen und Hüte werden in Innenräumen abgenommen.\n- Golfschuhe werden vor dem Betreten des Restaurants in der Umkleide gewechselt.\n- Regenkleidung und nasse Kleidung bleiben in der Umkleide.',
      },
    },
    {
      id: 'prize',
      kind: 'heading',
      text: {
        en: 'At prize-giving',
        nl: 'Bij de prijsuitreiking',
        fr: 'À la remise des prix',
        de: 'Bei der Siegerehrung',
      },
    },
    {
      id: 'prize-rules',
      kind: 'text',
      text: {
        en: '- Gentlemen wear a jacket; a tie is welcome.\n- Ladies wear smart attire of the same standard.\n- Players stay for the prize-giving of a competition they have entered.',
        nl: '- Heren dragen een colbert; een das is welkom.\n- Dames dragen nette kledij van hetzelfde niveau.\n- Spelers blijven voor de prijsuitreiking van een wedstrijd waaraan ze deelgenomen hebben.',
        fr: '- Les messieurs portent une veste\u00a0; la cravate est appréciée.\n- Les dames portent une tenue habillée de même niveau.\n- Les joueurs restent pour la remise des prix d’une compétition à laquelle ils ont participé.',
        de: '- Herren tragen ein Sakko; eine Krawatte ist willkommen.\n- Damen tragen entsprechend elegante Kleidung.\n- Wer an einem Turnier teilgenommen hat, bleibt zur Siegerehrung.',
      },
    },
    {
      id: 'phones',
      kind: 'heading',
      text: {
        en: 'Mobile phones',
        nl: 'Gsm’s',
        fr: 'GSM',
        de: 'Mobiltelefone',
      },
    },
    {
      id: 'phones-rules',
      kind: 'text',
      text: {
        en: '- Phones are on silent on the course and in the clubhouse.\n- Calls are made away from other players, and never in the dining room.\n- Distance apps and scoring apps may be used, as long as they do not delay play.',
        nl: '- Gsm’s staan op de baan en in het clubhuis op stil.\n- Bellen doet u uit de buurt van andere spelers, en nooit in het restaurant.\n- Afstandsapps en scoreapps mogen gebruikt worden, zolang ze het spel niet ophouden.',
        fr: '- Les GSM sont en mode silencieux sur le parcours et au club-house.\n- Les appels se passent à l’écart des autres joueurs, et jamais dans la salle à manger.\n- Les applications de mesure de distance et de comptage des scores sont autorisées, pour autant qu’elles ne ralentissent pas le jeu.',
        de: '- Auf dem Platz und im Clubhaus sind Telefone stumm geschaltet.\n- Telefoniert wird abseits der anderen Spieler und nie im Restaurant.\n- Entfernungs- und Score-Apps dürfen genutzt werden, solange sie das Spiel nicht verzögern.',
      },
    },
    {
      id: 'more',
      kind: 'links',
      title: {
        en: 'More about the club',
        nl: 'Meer over de club',
        fr: 'En savoir plus sur le club',
        de: 'Mehr über den Club',
      },
      items: [
        {
          path: '/bod',
          title: {
            en: "Who's Who",
            nl: 'Wie is wie',
            fr: 'Qui est qui',
            de: 'Wer ist wer',
          },
          text: {
            en: 'The members of the board',
            nl: 'De leden van het bestuur',
            fr: 'Les membres du conseil d’administration',
            de: 'Die Mitglieder des Vorstands',
          },
        },
        {
          path: '/holes',
          title: {
            en: 'Holes',
            nl: 'Holes',
            fr: 'Les trous',
            de: 'Löcher',
          },
          text: {
            en: 'The 18 holes of the links',
            nl: 'De 18 holes van de links',
            fr: 'Les 18 trous du links',
            de: 'Die 18 Löcher des Linksplatzes',
          },
        },
      ],
    },
  ],
};
