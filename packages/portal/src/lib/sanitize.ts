import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Sanitises server HTML (FAQ answers) before it is rendered. The server sanitises too; this keeps
 * the page safe even if a stored answer was not. Links open in a new tab without an opener.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
