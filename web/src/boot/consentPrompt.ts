import { readStoredConsent } from '../features/consent/consentStorage';

// Before the first paint: a visitor who has not chosen their cookies yet (or whose choice has expired)
// sees the prerendered consent banner with the page, instead of it popping in once the app runs, as the
// largest and last paint of a short page (docs/decisions/0013). With a choice stored, or without
// JavaScript, the prerendered banner stays hidden (consent.css).
// The admin's preview of a draft (?preview=draft, in a frame of the admin) asks nothing: staff look at
// the page, not at the banner.
try {
  const preview = new URLSearchParams(window.location.search).get('preview') === 'draft';
  if (!preview && readStoredConsent() === null) document.documentElement.dataset.consentAsk = '';
} catch {
  // No cookies readable: the app asks once it runs.
}
