import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { TRANSLATION_LANGUAGES } from '../../common/i18n/languages';
import { notifications, notificationTranslations } from '../src/db/schema';
import { sanitizeNotificationHtml } from '../src/lib/sanitizeHtml';
import { api } from './fixtures';
import { build } from './helpers';

/**
 * The public pages render a notification's HTML as the API answers it, with no sanitizer of their own
 * (web/src/features/notifications): the answer must be clean even for rows that never went through the
 * admin's sanitizing save, such as a restored backup or an older version's data.
 */
const ATTACKS = [
  '<p>Course open<script>window.hacked = true</script></p>',
  '<img src="x" onerror="window.hacked = true">',
  '<p onclick="window.hacked = true">Click</p>',
  '<a href="javascript:window.hacked = true">Bad link</a>',
  '<a href="JaVaScRiPt:alert(1)">Mixed case</a>',
  '<a href="//evil.example/x">Protocol-relative</a>',
  '<a href="data:text/html,<script>alert(1)</script>">Data</a>',
  '<iframe src="https://evil.example"></iframe><style>p{}</style><svg onload="alert(1)"></svg>',
  '<p style="background:url(javascript:alert(1))" class="x" data-x="1">Styled</p>',
  '<a href="/greenfees" target="_blank" onmouseover="x()">Green fees</a>',
];

/** Markup a visitor's browser could run or that leaves the allow-list. */
const UNSAFE = /<script|<iframe|<img|<svg|<style|\son\w+\s*=|javascript:|data:|style=|target=|href="\/\//i;

describe('GET /api/v1/notifications/website answers sanitized HTML only', async () => {
  const { app, database } = await build();

  const answer = async (language: string) => {
    app.notificationRepository.forget();
    const res = await app.inject({
      method: 'GET',
      url: api(apiPaths.websiteNotifications.path()),
      headers: { 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { content: string; severity: string }[];
  };

  it('cleans rows written around the admin, in English and in every translation', async () => {
    const all = await database.db.select().from(notifications);
    await database.db.delete(notifications);
    try {
      const rows = await database.db
        .insert(notifications)
        .values(ATTACKS.map((content, position) => ({ content, severity: 'warning' as const, position })))
        .returning({ id: notifications.id });
      await database.db.insert(notificationTranslations).values(
        rows.flatMap((row, i) =>
          TRANSLATION_LANGUAGES.map((language) => ({
            notificationId: row.id,
            language,
            content: `${ATTACKS[i]}<p onmouseover="x()">${language}</p>`,
          })),
        ),
      );

      for (const language of ['en', ...TRANSLATION_LANGUAGES]) {
        const items = await answer(language);
        expect(items).toHaveLength(ATTACKS.length);
        for (const [i, item] of items.entries()) {
          expect(item.content, `${language} #${i}`).not.toMatch(UNSAFE);
          // Already clean: sanitizing it again changes nothing.
          expect(sanitizeNotificationHtml(item.content)).toBe(item.content);
          if (language !== 'en') expect(item.content).toContain(`<p>${language}</p>`);
        }
        // What the allow-list keeps is still there.
        const translated = language === 'en' ? '' : `<p>${language}</p>`;
        expect(items[0]?.content).toBe(`<p>Course open</p>${translated}`);
        expect(items.at(-1)?.content.startsWith('<a href="/greenfees">Green fees</a>')).toBe(true);
      }
    } finally {
      await database.db.delete(notifications);
      await database.db.insert(notifications).values(all);
    }
  });

  it('leaves clean notifications as staff wrote them', async () => {
    const items = await answer('en');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(sanitizeNotificationHtml(item.content)).toBe(item.content);
  });
});
