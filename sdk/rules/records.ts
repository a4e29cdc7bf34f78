import type { CsvColumn } from '../shared-rules/csv';
import type { GameCategory, VendorCard, VendorLane } from '../contract/entities/game';
import {
  ACCOUNT_RECORD_KINDS,
  RECORDS_MAX_PAGE_SIZE,
  type AccountRecord,
  type AccountRecordKind,
} from '../contract/entities/records';
import { NAV_CATEGORY_ORDER } from './vendors';
import { PLATFORM_TIME_ZONE } from '../shared-rules/platform-time';

/*
 * The records pages' rules that need no calendar (SPEC §2 personalHistoryCopy,
 * transactionHistory, personalProfit): page sizes, export bounds, how amounts and kinds read, the
 * CSV columns and the filter's choices. The date ranges are in records-filter.ts: this file is
 * also read by the cashier module, which every money page loads.
 */

/** Rows a records page shows at a time. */
export const RECORDS_PAGE_SIZE = 20;

/** A CSV export reads the rows in pages of the platform's largest size. */
export const EXPORT_PAGE_SIZE = RECORDS_MAX_PAGE_SIZE;

/**
 * The most rows one CSV export collects (100 calls of 50): a month of heavy play fits; more asks
 * the member to narrow the range instead of sending hundreds of calls from one click.
 */
export const EXPORT_MAX_ROWS = 5_000;

/** Whether a filter with `total` rows can be exported in one file. */
export const canExport = (total: number): boolean => total > 0 && total <= EXPORT_MAX_ROWS;

/** The most pages an export reads: the bound, plus one for rows that a new movement pushes down. */
export const EXPORT_MAX_PAGES = Math.ceil(EXPORT_MAX_ROWS / EXPORT_PAGE_SIZE) + 1;

/** How an amount reads beside its sign: money won or credited, lost or debited, or nothing. */
export type AmountTone = 'gain' | 'loss' | 'even';

export const amountTone = (amount: number): AmountTone =>
  amount > 0 ? 'gain' : amount < 0 ? 'loss' : 'even';

/**
 * An amount with its sign always written (+12,50, -3,00, 0,00), two decimals, in the page's
 * locale: a win or a loss reads from the text itself, not only from its colour (WCAG 1.4.1).
 */
export function signedMoneyText(amount: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(amount);
}

/** The translation key of a ledger kind, or undefined for a kind added later (shown as named). */
export function accountKindKey(kind: string): string | undefined {
  return (ACCOUNT_RECORD_KINDS as readonly string[]).includes(kind) ? `records.kinds.${kind}` : undefined;
}

let stamp: Intl.DateTimeFormat | undefined;

/** An instant as the platform's wall clock reads it (GMT+8), `YYYY-MM-DD HH:mm:ss`: for files. */
export function gmt8Stamp(epochMs: number): string {
  stamp ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: PLATFORM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(stamp.formatToParts(epochMs).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** The headings of the account records' CSV file, in the member's language. */
export interface AccountCsvHeadings {
  readonly time: string;
  readonly kind: string;
  readonly amount: string;
  readonly balanceAfter: string;
  readonly reference: string;
}

/**
 * The account records' CSV columns: the table's, with machine-readable values (GMT+8 time as
 * `YYYY-MM-DD HH:mm:ss`, amounts as plain signed numbers with a dot) and the kind as the member
 * reads it.
 */
export function accountCsvColumns(
  headings: AccountCsvHeadings,
  kindName: (kind: string) => string,
): CsvColumn<AccountRecord>[] {
  return [
    { header: headings.time, value: (r) => gmt8Stamp(r.at) },
    { header: headings.kind, value: (r) => kindName(r.kind) },
    { header: headings.amount, value: (r) => r.amount },
    { header: headings.balanceAfter, value: (r) => r.balanceAfter },
    { header: headings.reference, value: (r) => r.reference },
  ];
}

/** The kinds the account records can be filtered by, in the contract's order. */
export const ACCOUNT_KIND_CHOICES: readonly AccountRecordKind[] = ACCOUNT_RECORD_KINDS;

/**
 * The categories the betting records can be filtered by: those with a vendor, in navigation
 * order. SPB is not one: its lane lists slot vendors again, whose rounds are RNG's.
 */
export function categoryChoices(lanes: readonly VendorLane[]): GameCategory[] {
  return NAV_CATEGORY_ORDER.filter(
    (c) => c !== 'SPB' && lanes.some((l) => l.gameClassify === c && l.cards.length > 0),
  );
}

/**
 * The vendors the betting records can be filtered by: one category's, or every vendor when none is
 * chosen; each vendor once, by name.
 */
export function vendorChoices(lanes: readonly VendorLane[], category?: GameCategory | ''): VendorCard[] {
  const byCode = new Map<string, VendorCard>();
  for (const lane of lanes)
    if (!category || lane.gameClassify === category)
      for (const card of lane.cards) if (!byCode.has(card.vassalage)) byCode.set(card.vassalage, card);
  return [...byCode.values()].sort(
    (a, b) => a.displayName.localeCompare(b.displayName) || a.vassalage.localeCompare(b.vassalage),
  );
}

/** A vendor's name from the catalogue, or its code when the catalogue does not list it (any more). */
export function vendorName(lanes: readonly VendorLane[], code: string): string {
  for (const lane of lanes)
    for (const card of lane.cards) if (card.vassalage === code) return card.displayName;
  return code;
}
