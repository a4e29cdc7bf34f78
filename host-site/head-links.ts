/** The page with `links` (whole `<link>` tags) first in its head, after the title. */
export function withHeadLinks(html: string, links: readonly string[]): string {
  if (links.length === 0) return html;
  return html.replace('</title>', `</title>${links.map((link) => `\n    ${link}`).join('')}`);
}
