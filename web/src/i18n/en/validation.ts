import { messages, type MessageKey as ValidationMessageId } from '../../../../common/validation/messages';

/** Message ids of the shared validation messages, as dictionary keys: 'validation.noSlots'. */
export type ValidationKey = `validation.${ValidationMessageId}`;

/**
 * The validation and booking messages of docs/product.md, Messages, in English exactly as common/ holds
 * them (the server sends the same words), so that other languages can translate them by id.
 */
export const validation = Object.fromEntries(
  Object.entries(messages).map(([id, text]) => [`validation.${id}`, text]),
) as Record<ValidationKey, string>;
