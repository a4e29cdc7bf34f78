import { describe, expect, it } from 'vitest';
import { filterArticles, foldText, htmlText } from './help-search';

const ARTICLES = [
  { id: 1, title: 'Cómo registrarse', content: '<p>Pulsa <strong>Registrarse</strong> y elige usuario.</p>' },
  {
    id: 2,
    title: 'Depósitos',
    content: '<p>Se acreditan en <strong>2&nbsp;minutos</strong>. En USDT también.</p>',
  },
  {
    id: 3,
    title: 'Retiros',
    content: '<p>Retiros ilimitados, también en USDT.</p><a href="/deposito">x</a>',
  },
  { id: 4, title: 'การถอนเงิน', content: '<p>ถอนได้ไม่จำกัด รวมถึง USDT</p>' },
];

const ids = (query: string) => filterArticles(ARTICLES, query).map((a) => a.id);

describe('help search', () => {
  it.each([
    ['', [1, 2, 3, 4], 'an empty query finds every article'],
    ['   ', [1, 2, 3, 4], 'spaces alone are no query'],
    ['deposito', [2], 'accents are ignored in the title'],
    ['DEPÓSITOS', [2], 'case is ignored'],
    ['usdt', [2, 3, 4], 'the text is searched, not only the title'],
    ['retiros usdt', [3], 'every word must be found'],
    ['usdt retiros', [3], 'in any order'],
    ['2 minutos', [2], 'an entity between words reads as a space'],
    ['strong', [], 'tag names are not text'],
    ['/deposito', [], "a link's address is not text"],
    ['ถอน', [4], 'Thai is found'],
    ['bingo', [], 'no match finds nothing'],
  ])('%j finds %j (%s)', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('keeps the articles as they are, in their order', () => {
    expect(filterArticles(ARTICLES, 'usdt')[0]).toBe(ARTICLES[1]);
  });

  it('reads the text of HTML without its scripts, styles or tags', () => {
    expect(
      foldText(htmlText('<style>p{}</style><p>A&amp;B &#233;t&#xE9;</p><script>var deposit</script>')),
    ).toBe('a&b ete');
    expect(htmlText('&bogus; &#0;')).toBe('&bogus;  ');
  });

  it('folds accents, case and spaces', () => {
    expect(foldText('  Cómo  RETIRAR\n')).toBe('como retirar');
    expect(foldText('Saques São')).toBe('saques sao');
  });
});
