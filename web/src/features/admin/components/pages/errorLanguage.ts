import type { FieldErrors } from 'react-hook-form';
import { isLanguage, type Language } from '../../../../../../common/i18n/languages';
import type { PageForm } from './pageForm';

/**
 * The first refused field of the form, by its path, and the language it is in when it is one language
 * of a text: the editor shows one language at a time, so it switches to that one to show the field.
 */
export function firstError(
  errors: FieldErrors<PageForm>,
): { path: string; language: Language | null } | null {
  const walk = (node: unknown, path: string[]): { path: string; language: Language | null } | null => {
    if (node === null || typeof node !== 'object') return null;
    if ('message' in node && typeof node.message === 'string' && 'type' in node) {
      const last = path[path.length - 1];
      return { path: path.join('.'), language: isLanguage(last) ? last : null };
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'root') continue;
      const found = walk(child, [...path, key]);
      if (found) return found;
    }
    return null;
  };
  return walk(errors, []);
}
