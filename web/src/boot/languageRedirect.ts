import { browserLanguages, languageRedirect, readStoredLanguage } from '../lib/languageChoice';

// A classic script at the top of <head> (vite.config.ts builds it): an English address that is not the
// visitor's language (their stored choice, or on a first visit their browser's) is left before the
// prerendered English page is ever painted. main.tsx checks the same again before it renders.
const target = languageRedirect(window.location, readStoredLanguage(), browserLanguages());
if (target !== undefined) window.location.replace(target);
