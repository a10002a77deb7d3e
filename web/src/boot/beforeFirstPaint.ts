// The classic script at the top of every page's <head> (vite.config.ts inlines it), run before the first
// paint: the language redirect first, then whether to ask for cookie consent, then the header's height.
import './languageRedirect';
import './consentPrompt';
import './headerHeight';
