// The classic script at the top of every page's <head> (vite.config.ts inlines it), run before the first
// paint: the language redirect first, then whether to ask for cookie consent.
import './languageRedirect';
import './consentPrompt';
