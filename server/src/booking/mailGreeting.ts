import { type mailLanguage, mailText } from '../mail/mailLanguage';
import type { ReservationRow } from '../repositories/reservationRepository';

/**
 * The greeting: by name, except for a booking made from an anonymous request, whose name and address
 * anyone could have typed (docs/product.md, Mail and the outbox); staff typed a desk booking's.
 */
export const greetingOf = (row: ReservationRow, language: ReturnType<typeof mailLanguage>) =>
  row.source === 'request'
    ? mailText(language, 'greetingWithoutName')
    : mailText(language, 'greeting', { name: `${row.firstname} ${row.lastname}` });
