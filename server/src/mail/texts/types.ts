import type { en } from './en';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every text of the English set, in another language: a missing or extra entry does not compile. */
export type MailTexts = Widen<typeof en>;
