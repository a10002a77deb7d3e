import type { meta as enMeta } from '../en/meta';

/** What search engines and link previews show of each screen, keyed by the screen's route name. */
export const meta: Record<keyof typeof enMeta, string> = {
  'meta.description.holes': 'Parcourez le links trou par trou, les 18 trous, avant de jouer.',
  'meta.description.bookingDetails':
    'La date, l’heure, les joueurs et le prix de votre réservation de green fee.',
  'meta.imageAlt': 'Un trou de links dans les dunes, au bord de la mer du Nord',
};
