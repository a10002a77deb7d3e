import sanitize from 'sanitize-html';

/** The HTML a notification may hold: the same allow-list the SPA applies again when it shows it. */
export function sanitizeNotificationHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ['p', 'strong', 'em', 'a', 'br', 'ul', 'ol', 'li'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
  });
}
