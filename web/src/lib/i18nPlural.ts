import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n/languages';
import { selectPlurals } from '../../../common/i18n/plural';
import {
  englishDictionary,
  formatMessage,
  type MessageKey,
  type MessageParams,
  type Translate,
  useLanguage,
  useT,
} from './i18n';

/**
 * Texts with counts: a plural slot, `{count:adult|adults}`, takes its one or other form by the count and
 * the language's rule (common/i18n/plural.ts, no Intl on public pages), then the `{name}` slots are
 * filled. A module of its own so that only pages that show counts load it, not the home page
 * (docs/decisions/0027-plural-rules-in-the-i18n-layer.md).
 */
export function formatCount(template: string, params: MessageParams | undefined, language: Language): string {
  return formatMessage(selectPlurals(template, params, language), params);
}

/** Like useT, and plural slots take the form of the page's language. */
export function usePluralT(): Translate {
  const t = useT();
  const language = useLanguage();
  return useCallback<Translate>(
    // The dictionary's template is what t gives without params; the slots are filled afterwards.
    (key, params) => formatCount(t(key), params, language),
    [t, language],
  );
}

/** English, outside React (the areas loaded so far: web/src/lib/i18n.tsx). */
export const tPlural = (key: MessageKey, params?: MessageParams): string =>
  formatCount(englishDictionary[key], params, DEFAULT_LANGUAGE);
