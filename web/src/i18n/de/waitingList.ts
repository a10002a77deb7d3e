import type { waitingList as enWaitingList } from '../en/waitingList';

/** Die Warteliste: der Hinweis unter den Startzeiten, das Formular, die Seite eines Angebots und das Austragen. */
export const waitingList: Record<keyof typeof enWaitingList, string> = {
  'waitingList.invite.full':
    'An diesem Tag ist für Ihren Flight keine Startzeit frei. Tragen Sie sich in die Warteliste ein: Werden Plätze frei, schicken wir Ihnen eine E-Mail.',
  'waitingList.invite.quiet': 'Ihre Wunschzeit ist nicht dabei?',
  'waitingList.invite.button': 'In die Warteliste eintragen',
  'waitingList.invite.loading': 'Das Formular der Warteliste wird geladen',

  'waitingList.join.title': 'In die Warteliste eintragen',
  'waitingList.join.intro':
    'Nennen Sie uns den Tag und die Zeiten, die Ihnen passen. Werden zwischen diesen Zeiten Plätze für Ihren Flight frei, schicken wir Ihnen per E-Mail einen Link, um sie zu buchen.',
  'waitingList.join.close': 'Schließen',
  'waitingList.join.roundTitle': 'Ihre Runde',
  'waitingList.join.window': 'Zwischen',
  'waitingList.join.windowHint': 'Jede Startzeit von der ersten bis zur letzten, beide eingeschlossen.',
  'waitingList.join.from': 'Von',
  'waitingList.join.to': 'Bis',
  'waitingList.join.windowOrder': 'Bitte wählen Sie ein Ende, das nicht vor dem Beginn liegt.',
  'waitingList.join.partyHint': 'Von 1 bis {max} Spielern, so viele wie eine Startzeit fasst.',
  'waitingList.join.detailsTitle': 'Ihre Angaben',
  'waitingList.join.submit': 'In die Warteliste eintragen',
  'waitingList.join.sending': 'Wird eingetragen…',

  'waitingList.joined.title': 'Sie stehen auf der Warteliste',
  'waitingList.joined.text':
    'Sie stehen auf der Warteliste für den {date} zwischen {from} und {to}, für {players}.',
  'waitingList.joined.mail':
    'Werden in dieser Zeit Plätze frei, schicken wir eine E-Mail an {email} mit einem Link, um sie zu buchen.',
  'waitingList.joined.held':
    'Die Plätze werden dann nur für begrenzte Zeit für Sie freigehalten: Bitte antworten Sie rasch auf die E-Mail.',
  'waitingList.joined.back': 'Zurück zum Buchungsformular',

  'waitingListOffer.title': 'Ihr Angebot von der Warteliste',
  'waitingListOffer.intro': 'Eine Startzeit, die Ihnen über die Warteliste angeboten wird.',
  'waitingListOffer.loading': 'Ihr Angebot wird geladen',
  'waitingListOffer.notFound':
    'Entschuldigung, dieses Angebot wurde nicht gefunden. Bitte prüfen Sie den Link in Ihrer E-Mail, oder wenden Sie sich an den Golfshop:',
  'waitingListOffer.open.title': 'Für Sie sind Plätze frei geworden',
  'waitingListOffer.open.greeting':
    'Hallo {name}, zu einer von Ihnen gewünschten Zeit sind Plätze frei geworden.',
  'waitingListOffer.heldUntil': 'Für Sie freigehalten bis {time}.',
  'waitingListOffer.timeLeft': 'Verbleibende Zeit:',
  'waitingListOffer.payOnline': 'Sie bezahlen online, wenn Sie annehmen; Ihre Runde ist dann sofort gebucht.',
  'waitingListOffer.payAtShop':
    'Sie bezahlen im Golfshop. Der Club bestätigt Ihre Runde per E-Mail oder Telefon.',
  'waitingListOffer.acceptTitle': 'Diese Zeit annehmen',
  'waitingListOffer.accept.online': 'Annehmen und {price} bezahlen',
  'waitingListOffer.accept.mail': 'Diese Zeit annehmen',
  'waitingListOffer.accepting': 'Wird angenommen…',
  'waitingListOffer.requested.title': 'Anfrage gesendet',
  'waitingListOffer.requested.text':
    'Ihre Anfrage für den {date} um {time} wurde gesendet. Der Club bestätigt sie per E-Mail oder Telefon.',
  'waitingListOffer.accepted.title': 'Sie haben dieses Angebot angenommen',
  'waitingListOffer.accepted.text': 'Sie haben die Startzeit am {date} um {time} angenommen.',
  'waitingListOffer.accepted.link': 'Ihre Buchung ansehen',
  'waitingListOffer.lapsed.title': 'Dieses Angebot ist abgelaufen',
  'waitingListOffer.lapsed.text':
    'Die Startzeit am {date} um {time} war bis {until} für Sie freigehalten. Sie bleiben auf der Warteliste: Wir schreiben Ihnen, wenn wieder Plätze frei werden.',
  'waitingListOffer.withdrawn.title': 'Dieses Angebot wurde zurückgezogen',
  'waitingListOffer.withdrawn.text':
    'Die Startzeit am {date} um {time} wird Ihnen nicht mehr angeboten: Sie haben die Warteliste verlassen, oder der Club hat das Angebot zurückgezogen.',
  'waitingListOffer.contact': 'Fragen? Bitte wenden Sie sich an den Golfshop:',
  'waitingListOffer.leave.text':
    'Doch nicht nötig? Verlassen Sie die Warteliste: Die Plätze gehen dann sofort an die nächste Person.',
  'waitingListOffer.leave.confirm': 'Möchten Sie die Warteliste wirklich verlassen?',

  'waitingListLeave.title': 'Die Warteliste verlassen',
  'waitingListLeave.intro': 'Sie suchen keine Startzeit mehr? Verlassen Sie hier die Warteliste.',
  'waitingListLeave.text':
    'Sobald Sie die Warteliste verlassen haben, schicken wir Ihnen für diesen Tag kein Angebot mehr.',
  'waitingListLeave.button': 'Die Warteliste verlassen',
  'waitingListLeave.leaving': 'Wird ausgetragen…',
  'waitingListLeave.done': 'Sie haben die Warteliste für den {date} verlassen.',
  'waitingListLeave.failed':
    'Sie konnten nicht von der Warteliste genommen werden. Bitte versuchen Sie es später erneut, oder wenden Sie sich an den Golfshop:',
};
