import type { waitingList as enWaitingList } from '../en/waitingList';

/** La liste d’attente : l’invitation sous les heures de départ, le formulaire, la page d’une offre et le départ. */
export const waitingList: Record<keyof typeof enWaitingList, string> = {
  'waitingList.invite.full':
    'Aucune heure de départ n’est libre ce jour-là pour votre partie. Inscrivez-vous sur la liste d’attente\u00a0: si des places se libèrent, nous vous envoyons un e-mail.',
  'waitingList.invite.quiet': 'L’heure que vous souhaitez n’est pas proposée\u00a0?',
  'waitingList.invite.button': 'S’inscrire sur la liste d’attente',
  'waitingList.invite.loading': 'Chargement du formulaire de la liste d’attente',

  'waitingList.join.title': 'S’inscrire sur la liste d’attente',
  'waitingList.join.intro':
    'Indiquez-nous le jour et les heures qui vous conviennent. Si des places se libèrent pour votre partie entre ces heures, nous vous envoyons par e-mail un lien pour les réserver.',
  'waitingList.join.close': 'Fermer',
  'waitingList.join.roundTitle': 'Votre partie',
  'waitingList.join.window': 'Entre',
  'waitingList.join.windowHint': 'Toute heure de départ de la première à la dernière, toutes deux comprises.',
  'waitingList.join.from': 'De',
  'waitingList.join.to': 'À',
  'waitingList.join.windowOrder': 'Veuillez choisir une fin qui ne précède pas le début.',
  'waitingList.join.partyHint': 'De 1 à {max} joueurs, autant qu’une heure de départ en accueille.',
  'waitingList.join.detailsTitle': 'Vos coordonnées',
  'waitingList.join.submit': 'S’inscrire sur la liste d’attente',
  'waitingList.join.sending': 'Inscription en cours…',

  'waitingList.joined.title': 'Vous êtes sur la liste d’attente',
  'waitingList.joined.text':
    'Vous êtes sur la liste d’attente pour le {date} entre {from} et {to}, pour {players}.',
  'waitingList.joined.mail':
    'Si des places se libèrent dans cet intervalle, nous envoyons à {email} un e-mail avec un lien pour les réserver.',
  'waitingList.joined.held':
    'Les places ne vous sont alors réservées que pour un temps limité\u00a0: répondez vite à l’e-mail.',
  'waitingList.joined.back': 'Retour au formulaire de réservation',

  'waitingListOffer.title': 'Votre offre de la liste d’attente',
  'waitingListOffer.intro': 'Une heure de départ qui vous est offerte depuis la liste d’attente.',
  'waitingListOffer.loading': 'Chargement de votre offre',
  'waitingListOffer.notFound':
    'Désolés, cette offre est introuvable. Veuillez vérifier le lien reçu par e-mail, ou contacter la boutique\u00a0:',
  'waitingListOffer.open.title': 'Des places se sont libérées pour vous',
  'waitingListOffer.open.greeting':
    'Bonjour {name}, des places se sont libérées à une heure que vous aviez demandée.',
  'waitingListOffer.heldUntil': 'Réservé pour vous jusqu’à {time}.',
  'waitingListOffer.timeLeft': 'Temps restant\u00a0:',
  'waitingListOffer.payOnline':
    'Vous payez en ligne en acceptant\u00a0; votre partie est alors réservée aussitôt.',
  'waitingListOffer.payAtShop':
    'Vous payez à la boutique. Le club confirme votre partie par e-mail ou par téléphone.',
  'waitingListOffer.acceptTitle': 'Accepter cette heure',
  'waitingListOffer.accept.online': 'Accepter et payer {price}',
  'waitingListOffer.accept.mail': 'Accepter cette heure',
  'waitingListOffer.accepting': 'Acceptation en cours…',
  'waitingListOffer.requested.title': 'Demande envoyée',
  'waitingListOffer.requested.text':
    'Votre demande pour le {date} à {time} a été envoyée. Le club la confirme par e-mail ou par téléphone.',
  'waitingListOffer.accepted.title': 'Vous avez accepté cette offre',
  'waitingListOffer.accepted.text': 'Vous avez accepté l’heure de départ du {date} à {time}.',
  'waitingListOffer.accepted.link': 'Voir votre réservation',
  'waitingListOffer.lapsed.title': 'Cette offre a expiré',
  'waitingListOffer.lapsed.text':
    'L’heure de départ du {date} à {time} vous était réservée jusqu’à {until}. Vous restez sur la liste d’attente\u00a0: nous vous écrivons quand des places se libèrent à nouveau.',
  'waitingListOffer.withdrawn.title': 'Cette offre a été retirée',
  'waitingListOffer.withdrawn.text':
    'L’heure de départ du {date} à {time} ne vous est plus offerte\u00a0: vous avez quitté la liste d’attente, ou le club a retiré l’offre.',
  'waitingListOffer.contact': 'Une question\u00a0? Veuillez contacter la boutique\u00a0:',
  'waitingListOffer.leave.text':
    'Finalement pas besoin\u00a0? Quittez la liste d’attente\u00a0: les places vont aussitôt à la personne suivante.',
  'waitingListOffer.leave.confirm': 'Êtes-vous sûr de vouloir quitter la liste d’attente\u00a0?',

  'waitingListLeave.title': 'Quitter la liste d’attente',
  'waitingListLeave.intro': 'Vous ne cherchez plus d’heure de départ\u00a0? Quittez la liste d’attente ici.',
  'waitingListLeave.text':
    'Une fois la liste d’attente quittée, nous ne vous envoyons plus d’offre pour ce jour-là.',
  'waitingListLeave.button': 'Quitter la liste d’attente',
  'waitingListLeave.leaving': 'Départ en cours…',
  'waitingListLeave.done': 'Vous avez quitté la liste d’attente du {date}.',
  'waitingListLeave.failed':
    'Nous n’avons pas pu vous retirer de la liste d’attente. Veuillez réessayer plus tard, ou contacter la boutique\u00a0:',
};
