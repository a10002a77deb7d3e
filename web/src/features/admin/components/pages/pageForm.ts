import type { FieldPath } from 'react-hook-form';
import type { SavePageBody } from '../../../../../../common/api/pages';
import type { Language } from '../../../../../../common/i18n/languages';

/** The page editor's form: the draft's texts and blocks, and the version they were loaded or saved on. */
export type PageForm = SavePageBody;

/** Where a text in four languages sits in the form. */
export type TextPath =
  | 'title'
  | 'lead'
  | 'description'
  | `blocks.${number}.text`
  | `blocks.${number}.title`
  | `blocks.${number}.items.${number}.title`
  | `blocks.${number}.items.${number}.text`
  | `blocks.${number}.items.${number}.when`
  | `blocks.${number}.items.${number}.subtitle`;

/** One language of such a text. */
export const textPath = (path: TextPath, language: Language): FieldPath<PageForm> => `${path}.${language}`;
