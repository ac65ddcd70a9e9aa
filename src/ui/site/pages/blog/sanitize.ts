import DOMPurify from 'dompurify';

/** The tags and attributes an article may use; everything else (scripts, handlers, styles, frames) is removed. */
const ALLOWED_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'br'];
const ALLOWED_ATTR = ['href', 'title'];

/** Article HTML made safe to render: DOMPurify with a short allow-list; links may only be http(s) or local. */
export function sanitizeArticle(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/))/i,
  });
}
