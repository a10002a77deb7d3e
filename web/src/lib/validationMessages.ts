import { useCallback } from 'react';
import type { HandicapDay } from '../../../common/rules/handicapLimits';
import {
  handicapLimitParams,
  parseHandicapLimitMessage,
} from '../../../common/validation/handicapLimitMessages';
import { type MessageKey as MessageId, messages } from '../../../common/validation/messages';
import type { ValidationKey } from '../i18n/en/validation';
import { useT } from './i18n';

/** Two ids may share one English text (both "Apologies, something went wrong…"): the first one names it. */
const idOfText = new Map<string, MessageId>();
for (const [id, text] of Object.entries(messages) as [MessageId, string][]) {
  if (!idOfText.has(text)) idOfText.set(text, id);
}

const LIMIT_KEYS: Record<HandicapDay, ValidationKey> = {
  mondayToThursday: 'validation.handicapOverWeekdayLimit',
  fridayToSundayAndHolidays: 'validation.handicapOverWeekendLimit',
};

/** The dictionary key of a shared validation message, from its English text (the schemas carry text). */
export function validationKeyOf(text: string): ValidationKey | undefined {
  const id = idOfText.get(text);
  return id === undefined ? undefined : `validation.${id}`;
}

/**
 * Shows a message of the shared zod schemas in the page's language: the schemas, shared with the
 * server, say it in English; its id finds the translation. English, and any other text, stay verbatim.
 * The refusal of a handicap above the day's limit names the stored limits: its numbers are read back and
 * fill the translation.
 */
export function useMessageText(): (text: string) => string {
  const t = useT();
  return useCallback(
    (text: string) => {
      const limit = parseHandicapLimitMessage(text);
      if (limit) return t(LIMIT_KEYS[limit.day], handicapLimitParams(limit.limits));
      const key = validationKeyOf(text);
      return key === undefined ? text : t(key);
    },
    [t],
  );
}
