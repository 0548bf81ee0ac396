/** Record text is stored HTML-escaped, as DocSearch's crawler stores it; these turn it into text and back. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** Record text is stored HTML-escaped; search works on the text a reader sees. */
export function decodeEntities(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name]!);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const NEEDS_ESCAPING = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most runs of text have nothing to escape: test before building a new string.
  return NEEDS_ESCAPING.test(text) ? text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!) : text;
}
