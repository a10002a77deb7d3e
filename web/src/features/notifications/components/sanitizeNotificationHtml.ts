import DOMPurify from 'dompurify';

/**
 * The markup a notification may carry: paragraphs, emphasis, line breaks, lists and links. Everything else
 * (scripts, event handlers, styles, images, frames) is dropped, and links keep only http(s), mailto, tel
 * and same-site addresses. Only the admin's notification cards apply it (once more) in the browser: the
 * public pages import none of this, so DOMPurify stays out of their JavaScript, and render what the API
 * answers, which the server has sanitized with the same allow-list (server/src/lib/sanitizeHtml.ts).
 */
const ALLOWED_TAGS = ['p', 'strong', 'em', 'a', 'br', 'ul', 'ol', 'li'];
const ALLOWED_ATTR = ['href'];
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

export function sanitizeNotificationHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
