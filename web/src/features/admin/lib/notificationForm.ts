import type { AdminNotification, NotificationInput } from '../../../../../common/api/admin';
import type { Severity } from '../../../../../common/api/notifications';
import type { AdminMessageKey } from '../i18n';
import { isoFromLocalInput, localInputFromIso } from './dateTime';
import { emptyTexts, type LanguageTexts, textsFrom, translationsOf, trimmedTexts } from './languageTexts';

/**
 * A notification as its form holds it: the text in each language (English required), times as
 * datetime-local values, the position as typed.
 */
export interface NotificationDraft {
  content: LanguageTexts;
  severity: Severity;
  position: string;
  startsAt: string;
  endsAt: string;
}

export type NotificationErrors = Partial<Record<keyof NotificationDraft, AdminMessageKey>>;

export const emptyNotification: NotificationDraft = {
  content: emptyTexts(),
  severity: 'info',
  position: '0',
  startsAt: '',
  endsAt: '',
};

export function draftFromNotification(n: AdminNotification): NotificationDraft {
  return {
    content: textsFrom(n.content, n.translations),
    severity: n.severity,
    position: String(n.position),
    startsAt: localInputFromIso(n.startsAt),
    endsAt: localInputFromIso(n.endsAt),
  };
}

/** The body of POST or PUT, or the fields to fix (message keys). */
export function notificationInputFrom(
  draft: NotificationDraft,
): { ok: true; input: NotificationInput } | { ok: false; errors: NotificationErrors } {
  const errors: NotificationErrors = {};
  const content = trimmedTexts(draft.content);
  if (!content.en) errors.content = 'admin.notifications.contentRequired';
  const position = draft.position.trim() === '' ? 0 : Number(draft.position);
  if (!Number.isInteger(position) || position < 0 || position > 1000) {
    errors.position = 'admin.notifications.badPosition';
  }
  const startsAt = isoFromLocalInput(draft.startsAt);
  const endsAt = isoFromLocalInput(draft.endsAt);
  if (startsAt === undefined) errors.startsAt = 'admin.notifications.badTime';
  if (endsAt === undefined) errors.endsAt = 'admin.notifications.badTime';
  else if (startsAt && endsAt && Date.parse(startsAt) >= Date.parse(endsAt)) {
    errors.endsAt = 'admin.notifications.endBeforeStart';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      content: content.en,
      translations: translationsOf(content),
      severity: draft.severity,
      position,
      startsAt: startsAt ?? null,
      endsAt: endsAt ?? null,
    },
  };
}

/** Whether a notification is on the site now, still to come, or over. */
export function notificationState(n: AdminNotification, now = Date.now()): 'shown' | 'scheduled' | 'ended' {
  if (n.startsAt && Date.parse(n.startsAt) > now) return 'scheduled';
  if (n.endsAt && Date.parse(n.endsAt) <= now) return 'ended';
  return 'shown';
}
