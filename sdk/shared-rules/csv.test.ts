import { describe, expect, it } from 'vitest';
import { recordsCsv, type CsvColumn } from './csv';

type Row = { value: string | number | null | undefined };
const oneColumn: CsvColumn<Row>[] = [{ header: 'Value', value: (r) => r.value }];
/** The one field a single-column file holds for `value`, without the BOM, heading and CRLF. */
const field = (value: Row['value']) => recordsCsv([{ value }], oneColumn).slice('\uFEFFValue\r\n'.length, -2);

describe('recordsCsv', () => {
  it('writes a BOM, a heading line and one CRLF-ended line per row', () => {
    const csv = recordsCsv(
      [
        { kind: 'bet', amount: -5, reference: 'round:42' },
        { kind: 'win', amount: 12.5, reference: null },
      ],
      [
        { header: 'Kind', value: (r) => r.kind },
        { header: 'Amount', value: (r) => r.amount },
        { header: 'Reference', value: (r) => r.reference },
      ],
    );
    expect(csv).toBe('\uFEFFKind,Amount,Reference\r\nbet,-5,round:42\r\nwin,12.5,\r\n');
  });

  it('writes only the heading when there are no rows', () => {
    expect(recordsCsv([], oneColumn)).toBe('\uFEFFValue\r\n');
  });

  it.each([
    ['plain text stays as it is', 'Mahjong Ways', 'Mahjong Ways'],
    ['a comma is quoted', 'Fortune, Tiger', '"Fortune, Tiger"'],
    ['a quote is doubled inside quotes', 'The "Big" Win', '"The ""Big"" Win"'],
    ['a line break is quoted', 'two\nlines', '"two\nlines"'],
    ['a CRLF is quoted', 'two\r\nlines', '"two\r\nlines"'],
    ['non-Latin text stays as it is', 'เกมสล็อต ñandú', 'เกมสล็อต ñandú'],
    ['a negative amount is a number, not a formula', -12.5, '-12.5'],
    ['a positive amount', 1000, '1000'],
    ['zero', 0, '0'],
    ['null is empty', null, ''],
    ['undefined is empty', undefined, ''],
    [
      'text starting with = is defused',
      '=HYPERLINK("http://evil","x")',
      '"\'=HYPERLINK(""http://evil"",""x"")"',
    ],
    ['text starting with + is defused', '+1+1', "'+1+1"],
    ['text starting with - is defused', '-2+3', "'-2+3"],
    ['text starting with @ is defused', '@SUM(A1)', "'@SUM(A1)"],
    ['text starting with a tab is defused', '\t=1', "'\t=1"],
    ['text starting with a carriage return is defused and quoted', '\r=1', '"\'\r=1"'],
    ['a sign later in the text is harmless', 'a=b', 'a=b'],
  ])('%s', (_what, value, expected) => {
    expect(field(value)).toBe(expected);
  });

  it('defuses and quotes headings like any text', () => {
    expect(recordsCsv([], [{ header: '=cmd, "x"', value: () => '' }])).toBe('\uFEFF"\'=cmd, ""x"""\r\n');
  });
});
