import sanitize from 'sanitize-html';

/**
 * The HTML a notification may hold, applied when staff save one and again when visitors read it: the
 * public pages render the answer as it comes. (The admin screen applies the same allow-list with DOMPurify.)
 */
export function sanitizeNotificationHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ['p', 'strong', 'em', 'a', 'br', 'ul', 'ol', 'li'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
  });
}
