/**
 * The help centre's search (SPEC §2 help centre; SPEC does not say how it searches): which articles a
 * query finds. Pure, so the page and the modal find the same articles and a table of cases says
 * what a player typing "deposito" or "RETIRO" gets.
 */

/** What the search reads of an article: its title and its HTML (matched on its text only). */
export interface SearchableArticle {
  readonly title: string;
  readonly content: string;
}

/** Named entities the seed's and an editor's HTML use; numeric ones are decoded by number. */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text a reader sees of an HTML fragment: tags (and script or style bodies) dropped, entities
 * decoded. Only for matching: nothing here is rendered, so a sanitizer is not needed. A tag's
 * attributes (a link's address, an image's name) are not text and never match.
 *
 * @example
 * htmlText('<p>Deposits in <strong>2&nbsp;minutes</strong></p>'); // ' Deposits in  2 minutes  '
 */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    });
}

/**
 * Text folded for comparison: lower case, accents and other combining marks dropped, runs of
 * spaces made one. "Depósito" and "DEPOSITO" fold alike; Thai keeps its letters (its vowel and
 * tone marks are combining marks, so they fold away on both sides alike).
 *
 * @example
 * foldText('  Cómo  RETIRAR '); // 'como retirar'
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('und').replace(/\s+/g, ' ').trim();
}

/**
 * The articles a query finds, in their order: those whose title or text holds every word of the
 * query (case and accents ignored). An empty query finds them all.
 *
 * @example
 * filterArticles(articles, 'retiro usdt'); // the withdrawal article: it says both words
 * filterArticles(articles, ''); // every article
 */
export function filterArticles<A extends SearchableArticle>(articles: readonly A[], query: string): A[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const text = foldText(`${article.title} ${htmlText(article.content)}`);
    return words.every((word) => text.includes(word));
  });
}
