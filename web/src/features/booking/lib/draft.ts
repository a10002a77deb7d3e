/**
 * What a visitor has typed into a booking form, kept in the tab's sessionStorage so that it survives Back
 * from the payment page and a change of language (docs/product.md, Booking: nothing typed is lost). Never
 * localStorage (it would outlive the visit on a shared computer) and never the address (it would reach logs
 * and referrers). One key per form, so the two modes never read each other's draft.
 */
export type DraftForm = 'mail' | 'online';

const keyOf = (form: DraftForm) => `booking-draft:${form}`;

/** sessionStorage, or null where the browser refuses it (privacy modes, storage disabled). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored draft as parsed JSON, or null when there is none or it cannot be read. */
export function readDraft(form: DraftForm): unknown {
  try {
    const text = storage()?.getItem(keyOf(form));
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeDraft(form: DraftForm, draft: unknown): void {
  try {
    storage()?.setItem(keyOf(form), JSON.stringify(draft));
  } catch {
    // A full or refused storage only costs the draft; the form itself keeps working.
  }
}

export function clearDraft(form: DraftForm): void {
  try {
    storage()?.removeItem(keyOf(form));
  } catch {
    // As in writeDraft: nothing to lose but the draft.
  }
}
