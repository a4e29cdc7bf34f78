import { ACCOUNT_RECORD_KINDS } from '@sdk/contract/entities/records';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import type { VendorCard, VendorLane } from '@sdk/contract/entities/game';
import { initialFilter, type RecordsFilter } from '@sdk/rules/records-filter';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import { RecordsFilterBar, type FilterExtras } from './records-filter-bar';

/** 2026-05-20 00:30 in GMT+8 (still the 19th in UTC). */
const NOW = Date.UTC(2026, 4, 19, 16, 30);

const card = (vassalage: string, displayName: string, gameCategory: VendorCard['gameCategory']) =>
  ({ vassalage, displayName, gameCategory }) as VendorCard;
const lanes: VendorLane[] = [
  { title: 'Slots', gameClassify: 'RNG', cards: [card('PG', 'PG Soft', 'RNG'), card('JDB', 'JDB', 'RNG')] },
  { title: 'Live', gameClassify: 'LIVE', cards: [card('EVO', 'Evolution', 'LIVE')] },
];

const croupier = {
  state: { language: signal('EN'), vendorLanes: signal(lanes) },
  i18n: {
    language: 'en',
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  },
  catalogue: { loadVendors: vi.fn(async () => lanes) },
} as unknown as Croupier;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(extras: FilterExtras, filter: RecordsFilter = initialFilter(NOW), username?: string) {
  const onApply = vi.fn();
  render(
    <CroupierProvider croupier={croupier}>
      <RecordsFilterBar
        filter={filter}
        extras={extras}
        onApply={onApply}
        username={
          username === undefined ? undefined : { label: 'User', value: username, searchLabel: 'Search' }
        }
      />
    </CroupierProvider>,
  );
  return onApply;
}

describe('RecordsFilterBar', () => {
  it('offers the periods as one radio group, and a preset applies at once with its GMT+8 days', () => {
    const onApply = show('none');
    const period = screen.getByRole('group', { name: 'records.filter.period' });
    expect(
      within(period)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['today', 'yesterday', '7days', '30days', 'custom']);
    expect(screen.getByRole('radio', { name: 'records.filter.presets.today' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'records.filter.presets.7days' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ preset: '7days', from: '2026-05-14', to: '2026-05-20' }),
    );
  });

  it('custom opens two date fields on the range shown, and applies nothing until asked', () => {
    const onApply = show('none', initialFilter(NOW, '7days'));
    expect(screen.queryByLabelText('records.filter.from')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'records.filter.presets.custom' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('records.filter.from').value).toBe('2026-05-14');
    expect(screen.getByLabelText<HTMLInputElement>('records.filter.to').value).toBe('2026-05-20');
    expect(screen.getByLabelText('records.filter.to').getAttribute('max')).toBe('2026-05-20');
  });

  it.each([
    ['2026-05-01', '2026-05-21', 'to', 'records.range.future'],
    ['2026-05-10', '2026-05-09', 'to', 'records.range.order {"max":31}'],
    ['2026-04-01', '2026-05-20', 'to', 'records.range.too_long {"max":31}'],
    ['', '2026-05-20', 'from', 'records.range.format'],
  ])('a refused range %s to %s shows why under %s, and changes nothing', (from, to, field, message) => {
    const onApply = show('none');
    fireEvent.click(screen.getByRole('radio', { name: 'records.filter.presets.custom' }));
    fireEvent.change(screen.getByLabelText('records.filter.from'), { target: { value: from } });
    fireEvent.change(screen.getByLabelText('records.filter.to'), { target: { value: to } });
    fireEvent.click(screen.getByRole('button', { name: 'records.filter.apply' }));
    expect(onApply).not.toHaveBeenCalled();
    const input = screen.getByLabelText(`records.filter.${field}`);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
  });

  it('applies a custom range the platform takes', () => {
    const onApply = show('none');
    fireEvent.click(screen.getByRole('radio', { name: 'records.filter.presets.custom' }));
    fireEvent.change(screen.getByLabelText('records.filter.from'), { target: { value: '2026-04-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'records.filter.apply' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ preset: 'custom', from: '2026-04-20', to: '2026-05-20' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the catalogue’s categories and their vendors; another category drops a vendor not in it', () => {
    const onApply = show('game', { ...initialFilter(NOW), category: 'RNG', vendor: 'PG' });
    const category = screen.getByRole<HTMLSelectElement>('combobox', { name: 'records.filter.category' });
    const vendor = screen.getByRole<HTMLSelectElement>('combobox', { name: 'records.filter.vendor' });
    expect([...category.options].map((o) => o.value)).toEqual(['', 'LIVE', 'RNG']);
    expect([...vendor.options].map((o) => o.textContent)).toEqual([
      'records.filter.allVendors',
      'JDB',
      'PG Soft',
    ]);
    fireEvent.change(category, { target: { value: 'LIVE' } });
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'LIVE', vendor: '' }));
    expect([...vendor.options].map((o) => o.value)).toEqual(['', 'EVO']);
  });

  it('offers every kind of movement for the account record', () => {
    const onApply = show('kind');
    const kind = screen.getByRole<HTMLSelectElement>('combobox', { name: 'records.filter.kind' });
    // Every kind of the contract, and 'all'.
    expect(kind.options).toHaveLength(ACCOUNT_RECORD_KINDS.length + 1);
    fireEvent.change(kind, { target: { value: 'rollback' } });
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rollback' }));
  });

  it('has no username field unless asked, and then applies its trimmed text with every filter', () => {
    show('none');
    expect(screen.queryByRole('textbox', { name: 'User' })).toBeNull();
    cleanup();
    const onApply = show('none', initialFilter(NOW), 'player77');
    const user = screen.getByRole<HTMLInputElement>('textbox', { name: 'User' });
    expect(user.value).toBe('player77');
    fireEvent.change(user, { target: { value: '  sub1 ' } });
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-05-20' }), 'sub1');
    fireEvent.click(screen.getByRole('radio', { name: 'records.filter.presets.7days' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ preset: '7days' }), 'sub1');
  });
});
