import type { MailTexts } from './types';

/** Belgian French, addressing the player with "vous"; a no-break space goes before a colon. */
export const fr: MailTexts = {
  greeting: 'Bonjour {name},',
  greetingWithoutName: 'Bonjour,',
  dateAtTime: '{date} à {time}',
  reference: 'Référence\u00a0: {id}',
  paymentReference: 'Référence du paiement\u00a0: {id}',
  handicapProof: 'Veuillez vous munir d’une preuve de votre handicap à votre arrivée.',

  acknowledgementSubjectGreenfee: '{club}\u00a0: nous avons bien reçu votre demande de green-fee',
  acknowledgementSubjectTable: '{club}\u00a0: nous avons bien reçu votre demande de réservation de table',
  acknowledgementThanksGreenfee: 'Merci pour votre demande de green-fee pour le {when}.',
  acknowledgementThanksTable: 'Merci pour votre demande de réservation d’une table pour {persons} le {when}.',
  acknowledgementNotDefinitive:
    'Votre réservation n’est définitive qu’après confirmation par le club, par e-mail ou par téléphone.',
  acknowledgementNotYou: 'Si vous n’avez pas envoyé cette demande, vous pouvez ignorer cet e-mail.',

  decisionSubjectGreenfeeConfirmed: '{club}\u00a0: demande de green-fee confirmée',
  decisionSubjectGreenfeeDeclined: '{club}\u00a0: demande de green-fee non confirmée',
  decisionSubjectTableConfirmed: '{club}\u00a0: réservation de table confirmée',
  decisionSubjectTableDeclined: '{club}\u00a0: réservation de table non confirmée',
  decisionGreenfee: 'votre green-fee du {when}',
  decisionTable: 'votre table pour {persons} le {when}',
  decisionConfirmed: 'Nous avons le plaisir de vous confirmer {what}.',
  decisionDeclined: 'Nous sommes désolés\u00a0: nous ne pouvons pas confirmer {what}.',

  confirmationSubject: '{club}\u00a0: votre heure de départ du {when} est confirmée',
  confirmationThanks: 'Merci pour votre paiement. Votre heure de départ du {when} est confirmée.',
  confirmationPlayers: 'Joueurs\u00a0: {adults} {adults:adulte|adultes}, {juniors} {juniors:junior|juniors}',
  confirmationPaid: 'Payé\u00a0: {price}',
  confirmationLink: 'Votre réservation\u00a0: {link}',
  confirmationCalendarFile: 'Le fichier de calendrier joint ajoute l’heure de départ à votre agenda.',
  calendarFileName: 'heure-de-depart.ics',
  calendarSummary: 'Heure de départ – {club}',
  calendarDescription: '{players} {players:joueur|joueurs}. Votre réservation\u00a0: {link}',
  partnerCopyIntro:
    'Vous êtes l’un des joueurs d’une heure de départ au {club} le {when}, réservée et payée en ligne. Voici une copie de sa confirmation.',
  partnerCopyBooker:
    'La réservation appartient au joueur qui l’a faite\u00a0: lui seul peut la modifier ou l’annuler. Si vous ne pensez pas jouer, vous pouvez ignorer cet e-mail.',
  calendarDescriptionCopy: '{players} {players:joueur|joueurs}.',

  cancelSubject: '{club}\u00a0: votre heure de départ du {when} est annulée',
  cancelText: 'Votre heure de départ du {when} a été annulée.',
  cancelRefund:
    'Nous vous avons remboursé {price}\u00a0; le montant peut mettre quelques jours à arriver sur votre compte.',
  moveSubject: '{club}\u00a0: votre heure de départ est déplacée au {when}',
  moveText: 'Votre heure de départ du {from} est déplacée au {when}.',
  moveCalendarFile: 'Le fichier de calendrier joint remplace le précédent dans votre agenda.',
  playerCancelText: 'Comme vous l’avez demandé, votre heure de départ du {when} a été annulée.',
  playerCancelRefundShare:
    'Conformément aux conditions d’annulation du club, nous vous avons remboursé {price} sur les {paid} payés\u00a0; le montant peut mettre quelques jours à arriver sur votre compte.',
  playerCancelNoRefund:
    'Conformément aux conditions d’annulation du club, les {paid} payés ne sont pas remboursés.',
  changeSubject: '{club}\u00a0: votre réservation est modifiée ({when})',
  changeMoved:
    'Comme vous l’avez demandé, votre réservation est modifiée\u00a0: votre heure de départ du {from} est déplacée au {when}.',
  changeSameTime: 'Comme vous l’avez demandé, votre réservation du {when} est modifiée.',
  changeRefund:
    'Nous vous avons remboursé la différence, {price}\u00a0; le montant peut mettre quelques jours à arriver sur votre compte.',
  changePaid: 'Merci d’avoir payé la différence, {price}.',
  lateRefundSubject: '{club}\u00a0: votre paiement pour le départ du {when} a été remboursé',
  lateRefundCanceled:
    'Votre paiement de {price} pour l’heure de départ du {when} est arrivé après l’annulation de la réservation. Nous l’avons remboursé intégralement\u00a0; il peut falloir quelques jours pour qu’il apparaisse sur votre compte.',
  lateRefundAlreadyPaid:
    'Votre paiement de {price} pour l’heure de départ du {when} est arrivé alors que la réservation était déjà payée. Nous avons remboursé intégralement ce second paiement\u00a0; il peut falloir quelques jours pour qu’il apparaisse sur votre compte. Votre réservation est maintenue.',
  lateRefundChangeLapsed:
    'Votre paiement de {price} pour déplacer votre heure de départ au {when} est arrivé après l’expiration ou le remplacement de cette modification. Nous l’avons remboursé intégralement\u00a0; il peut falloir quelques jours pour qu’il apparaisse sur votre compte. Il ne change rien à votre réservation.',

  reminderSubject: '{club}\u00a0: rappel de votre heure de départ du {when}',
  reminderText: 'Nous vous rappelons votre heure de départ du {when}. Au plaisir de vous accueillir.',
  reminderPrice: 'Prix\u00a0: {price}',
  reminderDirections: 'Pour venir\u00a0: {address}',
  reminderMap: 'Sur la carte\u00a0: {link}',
  reminderCourseStatus: 'L’état du parcours, avant de partir\u00a0: {link}',
  reminderChangeUntil: 'C’est possible en ligne jusqu’au {deadline}.',
  reminderChangeClosed:
    'Elle ne peut plus être annulée ni modifiée en ligne\u00a0: appelez le club au {phone} ou écrivez à {email}.',
  bookingChangeLink: 'Pour annuler ou modifier votre réservation\u00a0: {link}',

  waitingListJoinedSubject: '{club}\u00a0: vous êtes sur la liste d’attente du {date}',
  waitingListJoinedText:
    'Vous êtes sur notre liste d’attente du {date}, pour une heure de départ entre {from} et {to}.',
  waitingListJoinedNext:
    'Si des places se libèrent pour votre groupe dans cette plage horaire, nous vous enverrons un lien qui vous les réserve pendant {minutes}\u00a0minutes.',
  waitingListLeaveLink: 'Pour quitter la liste d’attente\u00a0: {link}',
  waitingListNotYou:
    'Si vous ne vous êtes pas inscrit sur notre liste d’attente, vous pouvez ignorer cet e-mail.',
  waitingListOfferSubject: '{club}\u00a0: une heure de départ pour vous le {when}',
  waitingListOfferText:
    'Grâce à notre liste d’attente, des places se sont libérées pour votre groupe le {when}.',
  waitingListOfferHeld: 'Nous vous les réservons jusqu’au {until}. Pour les prendre\u00a0: {link}',
  waitingListOfferAfter:
    'Ensuite, elles passeront au suivant sur la liste d’attente\u00a0; vous restez sur la liste.',
  waitingListWithdrawnSubject: '{club}\u00a0: l’heure de départ proposée le {when} n’est plus disponible',
  waitingListWithdrawnText:
    'L’heure de départ que nous vous avons proposée le {when} ne peut plus être réservée\u00a0: le club l’a fermée depuis.',
  waitingListWithdrawnStill:
    'Vous restez sur notre liste d’attente du {date}, entre {from} et {to}. Si des places se libèrent dans cette plage horaire, nous vous écrirons à nouveau.',
  waitingListWithdrawnLeave: 'Pour quitter la liste d’attente, utilisez le lien de notre e-mail précédent.',
};
