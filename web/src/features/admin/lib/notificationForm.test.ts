import { describe, expect, it } from 'vitest';
import { emptyNotification, notificationInputFrom, notificationState } from './notificationForm';

describe('the notification form', () => {
  it('builds the API body: trimmed texts, a number position, times with offsets or null', () => {
    const result = notificationInputFrom({
      content: { en: '  <p>Course closed</p> ', nl: ' <p>Baan gesloten</p>\n', fr: '  ', de: '' },
      severity: 'warning',
      position: '3',
      startsAt: '2026-03-01T07:00',
      endsAt: '',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({
      content: '<p>Course closed</p>',
      translations: { nl: '<p>Baan gesloten</p>', fr: '', de: '' },
      severity: 'warning',
      position: 3,
      endsAt: null,
    });
    expect(result.input.startsAt).toMatch(/^2026-03-01T07:00:00[+-]\d\d:\d\d$/);
  });

  it('needs the English text, not the other languages', () => {
    const dutchOnly = notificationInputFrom({
      ...emptyNotification,
      content: { en: ' ', nl: 'Vorst', fr: 'Gel', de: 'Frost' },
    });
    expect(dutchOnly).toEqual({ ok: false, errors: { content: 'admin.notifications.contentRequired' } });
    const englishOnly = notificationInputFrom({
      ...emptyNotification,
      content: { ...emptyNotification.content, en: 'Frost' },
    });
    expect(englishOnly.ok).toBe(true);
  });

  it('marks a missing text, a bad position and an end before the start', () => {
    const result = notificationInputFrom({
      ...emptyNotification,
      position: '-1',
      startsAt: '2026-03-02T07:00',
      endsAt: '2026-03-01T07:00',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        content: 'admin.notifications.contentRequired',
        position: 'admin.notifications.badPosition',
        endsAt: 'admin.notifications.endBeforeStart',
      },
    });
  });

  it('tells shown, scheduled and ended notifications apart', () => {
    const base = {
      id: 1,
      content: 'x',
      translations: { nl: '', fr: '', de: '' },
      severity: 'info' as const,
      position: 0,
      startsAt: null,
      endsAt: null,
    };
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(notificationState(base, now)).toBe('shown');
    expect(notificationState({ ...base, startsAt: '2026-03-02T00:00:00Z' }, now)).toBe('scheduled');
    expect(notificationState({ ...base, endsAt: '2026-03-01T11:00:00Z' }, now)).toBe('ended');
  });
});
