import { DEFAULT_LANGUAGE } from '../../../common/i18n/languages';
import { loadDictionary } from '../lib/language';

/**
 * The tests render components without the screen's route (which loads its dictionary areas, app/screens.ts):
 * English, the default dictionary, has all of them, as in the server's render.
 */
await loadDictionary(DEFAULT_LANGUAGE);
