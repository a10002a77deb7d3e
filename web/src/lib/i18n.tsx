import { createContext, type ReactNode, useCallback, useContext } from 'react';

import { en } from '../i18n/en';

export { en };

export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Fills `{name}` slots from params; an unknown slot stays as written, so it shows up in review. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = params[name];
    return value === undefined ? slot : String(value);
  });
}

/** Translates outside React (the default English dictionary). */
export const t: Translate = (key, params) => formatMessage(en[key], params);

const DictionaryContext = createContext<Dictionary>(en);

export function I18nProvider({ dictionary, children }: { dictionary: Dictionary; children: ReactNode }) {
  return <DictionaryContext.Provider value={dictionary}>{children}</DictionaryContext.Provider>;
}

/** The translate function of the current dictionary (English unless an I18nProvider says otherwise). */
export function useT(): Translate {
  const dictionary = useContext(DictionaryContext);
  return useCallback<Translate>((key, params) => formatMessage(dictionary[key], params), [dictionary]);
}
