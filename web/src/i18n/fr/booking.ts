import type { booking as enBooking } from '../en/booking';

/**
 * Booking a green fee: the mail request form (bookingForm.*), the online flow with payment
 * (bookingOnline.*) and the booking details screen (bookingView.*).
 */
export const booking: Record<keyof typeof enBooking, string> = {
  // The mail request form
  'bookingForm.loading': 'Chargement du formulaire de réservation',
  'bookingForm.detailsTitle': 'Vos coordonnées',
  'bookingForm.roundTitle': 'Votre partie',
  'bookingForm.sendTitle': 'Envoyer votre demande',
  'bookingForm.firstname': 'Prénom',
  'bookingForm.lastname': 'Nom',
  'bookingForm.handicap': 'Handicap',
  'bookingForm.handicapHint': 'De {min} à {max}, par exemple 18,4',
  'bookingForm.email': 'E-mail',
  'bookingForm.telephone': 'Téléphone',
  'bookingForm.players': 'Joueurs',
  'bookingForm.adults': 'Adultes',
  'bookingForm.juniors': 'Juniors',
  'bookingForm.juniorsHint': 'Moins de {age} ans',
  'bookingForm.date': 'Date',
  'bookingForm.dateLimit': 'Le {weekday}, le handicap maximum est de {max}.',
  'bookingForm.dateLimitHoliday': '{holiday}\u00a0: le handicap maximum est de {max}.',
  'bookingForm.time': 'Heure de départ',
  'bookingForm.remarks': 'Remarques',
  'bookingForm.optional': '(facultatif)',
  'bookingForm.remarksHint':
    'Une voiturette, un souhait pour votre heure de départ, tout ce que le club devrait savoir.',
  'bookingForm.terms':
    'J’accepte les conditions générales et j’autorise le club à utiliser mes données pour traiter cette demande.',
  'bookingForm.termsRead': 'Lisez les',
  'bookingForm.termsConditions': 'conditions générales',
  'bookingForm.termsAnd': 'et la',
  'bookingForm.termsPrivacy': 'politique de confidentialité',
  'bookingForm.termsGate': 'Cochez la case ci-dessus pour envoyer votre demande.',
  'bookingForm.recap': 'Vous demandez le {date} à {time}, pour {players}.',
  'bookingForm.dateDropped':
    'Le {date} n’a plus d’heure de départ libre pour {players}\u00a0: votre date et votre heure ont été effacées. Veuillez choisir une autre date.',
  'bookingForm.timeDropped':
    'L’heure de départ choisie ({time}) n’a pas de place pour {players}\u00a0: elle n’est plus sélectionnée. Veuillez choisir une autre heure.',
  'bookingForm.reset': 'Vider le formulaire',
  'bookingForm.submit': 'Envoyer la demande',
  'bookingForm.sending': 'Envoi en cours…',
  'bookingForm.errorPrefix': 'Erreur\u00a0:',
  'bookingForm.contactPhone': 'Téléphone\u00a0:',
  'bookingForm.contactEmail': 'E-mail\u00a0:',

  // Time slots
  'bookingForm.slots.chooseDate': 'Choisissez une date pour voir les départs libres.',
  'bookingForm.slots.loading': 'Recherche des départs libres…',
  'bookingForm.slots.count': '{count} départs libres',
  'bookingForm.slots.countOne': '1 départ libre',
  'bookingForm.slots.period.morning': 'Matin',
  'bookingForm.slots.period.afternoon': 'Après-midi',
  'bookingForm.slots.period.twilight': 'Twilight, à partir de {time}',
  'bookingForm.slots.membersOnly': 'Les départs de {from} à {to} sont réservés aux membres.',

  // The price of the chosen round, as information
  'bookingForm.price.title': 'Votre green fee',
  'bookingForm.price.chooseDate':
    'Choisissez une date et une heure de départ pour voir le prix de votre partie.',
  'bookingForm.price.perAdult': '{price} par adulte',
  'bookingForm.price.perJunior': '{price} par junior',
  'bookingForm.price.dayTwilight': 'Twilight à partir de {time}\u00a0: {price} par joueur.',
  'bookingForm.price.line': '{players} × {price}',
  'bookingForm.price.total': 'Total',
  'bookingForm.price.fee': '{fee} · {season}',
  'bookingForm.price.payAtShop': 'À titre indicatif\u00a0: vous payez à la boutique avant votre partie.',

  // Notes (docs/product.md, Booking)
  'bookingForm.notesTitle': 'Bon à savoir',
  'bookingForm.note.handicap':
    'Le handicap maximum est de {weekday} du lundi au jeudi, et de {weekend} du vendredi au dimanche ainsi que les jours fériés.',
  'bookingForm.note.proof':
    'Munissez-vous d’une preuve de votre handicap\u00a0: elle vous sera demandée à votre arrivée.',
  'bookingForm.contactTitle': 'Des questions\u00a0?',
  'bookingForm.contactText':
    'Pour les groupes ou pour toute question sur votre partie, contactez la boutique\u00a0:',

  // After sending
  'bookingForm.thanksTitle': 'Merci, {name}',
  'bookingForm.thanksText':
    'Votre demande a été envoyée au club. Une réservation n’est définitive qu’après confirmation par e-mail ou par téléphone.',
  'bookingForm.summaryTitle': 'Votre demande',
  'bookingForm.summary.name': 'Nom',
  'bookingForm.summary.handicap': 'Handicap',
  'bookingForm.summary.email': 'E-mail',
  'bookingForm.summary.telephone': 'Téléphone',
  'bookingForm.summary.players': 'Joueurs',
  'bookingForm.summary.date': 'Date',
  'bookingForm.summary.time': 'Heure de départ',
  'bookingForm.summary.remarks': 'Remarques',
  'bookingForm.summary.price': 'Green fee',
  'bookingForm.adultsCount': '{count} {count:adulte|adultes}',
  'bookingForm.juniorsCount': '{count} {count:junior|juniors}',
  'bookingForm.more': 'Avant de jouer',
  'bookingForm.card.greenfees': 'Tarifs et conditions',
  'bookingForm.card.buggies': 'Réservez une voiturette avec votre départ',
  'bookingForm.card.dresscode': 'La tenue à porter sur le parcours et au club-house',

  // The online flow
  'bookingOnline.testPayments.title': 'Paiements de test',
  'bookingOnline.testPayments.text':
    'Ce site accepte des paiements de test\u00a0: aucun montant n’est débité et aucune réservation n’est réelle.',
  'bookingOnline.lead':
    'Choisissez votre départ et payez en ligne\u00a0: votre partie est réservée immédiatement.',
  'bookingOnline.steps': 'Étapes de la réservation',
  'bookingOnline.step.details': 'Coordonnées',
  'bookingOnline.step.party': 'Joueurs',
  'bookingOnline.step.date': 'Date',
  'bookingOnline.step.slot': 'Départ',
  'bookingOnline.step.confirm': 'Paiement',
  'bookingOnline.stepDone': '(étape terminée)',
  'bookingOnline.stepIncomplete': '(pas encore complète)',
  'bookingOnline.detailsHint':
    'Indiquez votre nom, votre e-mail et votre téléphone pour choisir votre partie.',
  'bookingOnline.partyTitle': 'Combien de joueurs\u00a0?',
  'bookingOnline.partyHint': 'De 1 à {max} joueurs par départ.',
  'bookingOnline.partnersTitle': 'Les autres joueurs',
  'bookingOnline.partnersHint':
    'Facultatif. Leurs noms figurent sur la feuille de départ\u00a0; avec une adresse e-mail, un joueur reçoit une copie de la confirmation.',
  'bookingOnline.partnerName': 'Joueur {number}\u00a0: nom',
  'bookingOnline.partnerEmail': 'Joueur {number}\u00a0: e-mail',
  'bookingOnline.summary.partners': 'Autres joueurs',
  'bookingOnline.dateTitle': 'Quel jour\u00a0?',
  'bookingOnline.slotTitle': 'Quelle heure de départ\u00a0?',
  'bookingOnline.confirmTitle': 'Confirmer et payer',
  'bookingOnline.pay': 'Confirmer et payer {price}',
  'bookingOnline.paying': 'Préparation de votre paiement…',
  'bookingOnline.redirecting': 'Redirection vers la page de paiement sécurisée…',
  'bookingOnline.payNote':
    'Vous payez par Bancontact ou par carte sur la page sécurisée de notre prestataire de paiement. Votre départ vous est réservé pendant le paiement.',
  'bookingOnline.terms': 'En payant, vous acceptez les',
  'bookingOnline.note.confirmation':
    'Votre réservation est définitive dès qu’elle est payée\u00a0: vous recevez alors une confirmation par e-mail.',

  // Booking details
  'bookingView.loading': 'Chargement de votre réservation',
  'bookingView.summaryTitle': 'Votre réservation',
  'bookingView.type': 'Type',
  'bookingView.type.greenfee': 'Green fee',
  'bookingView.name': 'Nom',
  'bookingView.email': 'E-mail',
  'bookingView.telephone': 'Téléphone',
  'bookingView.memberNumber': 'Numéro de membre',
  'bookingView.federationNumber': 'Numéro fédéral',
  'bookingView.adults': 'Adultes',
  'bookingView.juniors': 'Juniors',
  'bookingView.price': 'Prix',
  'bookingView.payment': 'Paiement\u00a0:',
  'bookingView.paymentUnknown': 'Inconnu',
  'bookingView.paymentState.open': 'En attente',
  'bookingView.paymentState.paid': 'Payé',
  'bookingView.paymentState.failed': 'Échoué',
  'bookingView.paymentState.canceled': 'Annulé',
  'bookingView.paymentState.expired': 'Expiré',
  'bookingView.state.open': 'Nous attendons votre paiement. Cette page se met à jour automatiquement.',
  'bookingView.state.paid': 'Votre paiement a bien été reçu et votre départ est confirmé.',
  'bookingView.state.failed': 'Le paiement a échoué\u00a0; le départ a donc été libéré.',
  'bookingView.state.canceled': 'Le paiement a été annulé\u00a0; le départ a donc été libéré.',
  'bookingView.state.expired': 'Le paiement n’a pas été effectué à temps\u00a0; le départ a donc été libéré.',
  'bookingView.cancel': 'Annuler la réservation',
  'bookingView.cancelUntil': 'Vous pouvez l’annuler en ligne jusqu’au {date} à {time}.',
  'bookingView.cancelRefund.full': 'Si vous annulez, votre paiement de {price} est remboursé intégralement.',
  'bookingView.cancelRefund.part':
    'Si vous annulez, le remboursement est de {amount} sur votre paiement de {price}.',
  'bookingView.cancelRefund.none': 'Si vous annulez, votre paiement de {price} n’est pas remboursé.',
  'bookingView.canceling': 'Annulation en cours…',
  'bookingView.cancelFailed':
    'Votre réservation n’a pas pu être annulée. Veuillez réessayer plus tard, ou contacter la boutique\u00a0:',
  'bookingView.cancelClosed':
    'Cette réservation ne peut plus être annulée en ligne. Pour l’annuler, veuillez contacter la boutique\u00a0:',
  'bookingView.reference': 'Référence\u00a0:',
  'bookingView.notFoundHelp': 'Veuillez vérifier le lien reçu par e-mail, ou contacter la boutique\u00a0:',
  'bookingView.bookAgain': 'Réserver un départ',
  'bookingView.released.title.failed': 'Paiement échoué\u00a0: non réservé',
  'bookingView.released.title.canceled': 'Paiement annulé\u00a0: non réservé',
  'bookingView.released.title.expired': 'Paiement expiré\u00a0: non réservé',
  'bookingView.released.notBooked':
    'Votre départ du {date} à {time} n’est pas réservé, et rien n’a été débité.',
  'bookingView.released.next':
    'Vous pouvez payer à nouveau pour la même heure, si elle est encore libre, ou choisir une autre heure.',
  'bookingView.retry': 'Réessayer',
  'bookingView.chooseAnother': 'Choisir une autre heure',
  // A booking the club canceled (docs/product.md, Booking Details)
  'bookingView.canceled.title': 'Réservation annulée par le club',
  'bookingView.canceled.text':
    'Votre départ du {date} à {time} n’est plus réservé\u00a0: le club l’a annulé le {canceledOn}.',
  'bookingView.canceled.refunded': 'Remboursé\u00a0:',
  'bookingView.canceled.refundedText': 'Le montant peut mettre quelques jours à arriver sur votre compte.',
  'bookingView.canceled.notRefunded': 'Votre paiement de {price} n’a pas été remboursé.',
  'bookingView.canceled.nothingPaid': 'Rien n’a été payé, donc rien n’a été remboursé.',
  'bookingView.canceled.contact':
    'Une question sur cette annulation ou un remboursement\u00a0? Veuillez contacter la boutique\u00a0:',
  // A booking the player canceled on its page
  'bookingView.canceledByYou.title': 'Réservation annulée par vous',
  'bookingView.canceledByYou.text':
    'Votre départ du {date} à {time} n’est plus réservé\u00a0: vous l’avez annulé le {canceledOn}.',
  // Changing a booking on its page, until the same deadline as canceling (issue 39)
  'bookingView.change': 'Modifier la date, l’heure ou les joueurs',
  'bookingView.change.hint':
    'D’ici là, vous pouvez aussi la déplacer vers une autre heure de départ libre, à n’importe quelle date, ou modifier les joueurs.',
  'bookingView.change.loading': 'Chargement du formulaire de modification',
  'bookingView.change.title': 'Modifier votre réservation',
  'bookingView.change.newPrice.more':
    'Le nouveau prix est de {price}\u00a0: vous payez la différence de {amount} sur la page de paiement sécurisée, et votre réservation change dès qu’elle est payée.',
  'bookingView.change.newPrice.less':
    'Le nouveau prix est de {price}\u00a0: la différence de {amount} sera remboursée.',
  'bookingView.change.newPrice.same': 'Le prix reste de {price}.',
  'bookingView.change.unchanged':
    'Voici votre réservation telle qu’elle est\u00a0: veuillez choisir une autre date, une autre heure de départ ou un autre nombre de joueurs.',
  'bookingView.change.submit': 'Confirmer la modification',
  'bookingView.change.saving': 'Modification de votre réservation…',
  'bookingView.change.keep': 'Garder ma réservation telle quelle',
  'bookingView.change.nearest': 'Les heures de départ libres les plus proches ce jour-là',
  'bookingView.change.failed':
    'Votre réservation n’a pas pu être modifiée. Veuillez réessayer plus tard, ou contacter la boutique\u00a0:',
  'bookingView.changed': 'Votre réservation est modifiée',
  'bookingView.changed.refund': '{amount} vous sera remboursé.',
  'bookingView.more': 'Pour jouer chez nous',
};
