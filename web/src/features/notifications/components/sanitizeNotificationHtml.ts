import DOMPurify from 'dompurify';

/**
 * The markup a notification may carry: paragraphs, emphasis, line breaks, lists and links. Everything else
 * (scripts, event handlers, styles, images, frames) is dropped, and links keep only http(s), mailto, tel
 * and same-site addresses.
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
