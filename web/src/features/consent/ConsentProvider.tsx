import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useIsClient } from '../../lib/useIsClient';
import {
  allAccepted,
  allRejected,
  type ConsentCategory,
  type ConsentChoices,
  readStoredConsent,
  type StoredConsent,
  storeConsent,
} from './consentStorage';

export interface ConsentContextValue {
  /**
   * False until the stored choices are read: in the prerendered page and while the browser hydrates it,
   * nothing is known (and the banner waits), so that both render alike.
   */
  known: boolean;
  /** The visitor's choices, or null while they have not chosen (then nothing non-essential is allowed). */
  choices: ConsentChoices | null;
  /** True when the visitor allowed this category. Read it before setting any non-essential cookie. */
  allows: (category: ConsentCategory) => boolean;
  acceptAll: () => void;
  rejectNonEssential: () => void;
  save: (choices: ConsentChoices) => void;
  /** Shows the banner again with the choices open (the footer's "Cookie settings"). */
  openSettings: () => void;
  settingsOpen: boolean;
}

const noConsent: ConsentContextValue = {
  known: false,
  choices: null,
  allows: () => false,
  acceptAll: () => undefined,
  rejectNonEssential: () => undefined,
  save: () => undefined,
  openSettings: () => undefined,
  settingsOpen: false,
};

const ConsentContext = createContext<ConsentContextValue>(noConsent);
/**
 * The footer's "Cookie settings" needs only this, which never changes: in a context of its own, the
 * footer is not rendered again when the stored choices are read after the hydration (issue 38).
 */
const OpenSettingsContext = createContext<() => void>(() => undefined);

function readSafely(): StoredConsent | null {
  try {
    return readStoredConsent();
  } catch {
    return null;
  }
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState(readSafely);
  const known = useIsClient();
  const [settingsOpen, setSettingsOpen] = useState(false);
  /** Where focus was when the settings were reopened, to go back there after saving. */
  const returnFocus = useRef<HTMLElement | null>(null);

  const save = useCallback((choices: ConsentChoices) => {
    setStored(storeConsent(choices));
    setSettingsOpen(false);
    const previous = returnFocus.current;
    returnFocus.current = null;
    if (previous?.isConnected) previous.focus({ preventScroll: true });
  }, []);

  const openSettings = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSettingsOpen(true);
  }, []);

  const value = useMemo<ConsentContextValue>(() => {
    const choices = known ? (stored?.choices ?? null) : null;
    return {
      known,
      choices,
      allows: (category) => choices?.[category] === true,
      acceptAll: () => save(allAccepted),
      rejectNonEssential: () => save(allRejected),
      save,
      openSettings,
      settingsOpen,
    };
  }, [known, stored, settingsOpen, save, openSettings]);

  return (
    <OpenSettingsContext.Provider value={openSettings}>
      <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
    </OpenSettingsContext.Provider>
  );
}

/**
 * The visitor's cookie consent. Outside a ConsentProvider nothing is allowed. Example: render the video
 * host's player only when `useConsent().allows('video')`.
 */
export function useConsent(): ConsentContextValue {
  return useContext(ConsentContext);
}

/**
 * Shows the banner again with the choices open. Stable: a change of the visitor's choices does not render
 * the caller again.
 */
export function useOpenConsentSettings(): () => void {
  return useContext(OpenSettingsContext);
}
