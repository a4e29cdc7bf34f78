import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import { ProfitChart } from './profit-chart';

const croupier = {
  state: { language: signal('EN') },
  i18n: {
    language: 'en',
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  },
} as unknown as Croupier;

afterEach(cleanup);

const days = [
  { day: '2026-05-18', netMinor: -2555 },
  { day: '2026-05-19', netMinor: 0 },
  { day: '2026-05-20', netMinor: 1030 },
];

function show() {
  render(
    <CroupierProvider croupier={croupier}>
      <ProfitChart days={days} locale="en" />
    </CroupierProvider>,
  );
  return screen.getByRole('img');
}

describe('ProfitChart', () => {
  it('draws a bar a day with a net, gains above the zero line and losses below', () => {
    const chart = show();
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars.map((b) => b.getAttribute('class'))).toEqual(['cr-chart__bar--loss', 'cr-chart__bar--gain']);
    const zero = Number(chart.querySelector('.cr-chart__zero line')!.getAttribute('y1'));
    const [loss, gain] = bars.map((b) => ({
      y: Number(b.getAttribute('y')),
      h: Number(b.getAttribute('height')),
    }));
    expect(loss!.y).toBeCloseTo(zero);
    expect(gain!.y + gain!.h).toBeCloseTo(zero);
    // Each bar says its day and its signed net to a pointer.
    expect(bars.map((b) => b.querySelector('title')!.textContent)).toEqual([
      '18 May 2026: -25.55',
      '20 May 2026: +10.30',
    ]);
  });

  it('labels the value axis with round ticks, zero among them', () => {
    const chart = show();
    const ticks = [...chart.querySelectorAll('.cr-chart__grid text, .cr-chart__zero text')].map(
      (t) => t.textContent,
    );
    expect(ticks).toEqual(['-30', '-20', '-10', '0', '10', '20']);
  });

  it('is one image to a screen reader, named with a summary, and its numbers are a table', () => {
    const chart = show();
    expect(chart.getAttribute('aria-label')).toBe(
      'records.profit.chartCaption. records.profit.chartSummary {"gains":1,"losses":1,"total":"-15.25"}',
    );
    const table = screen.getByRole('table', { name: 'records.profit.chartCaption' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['18 May 2026-25.55', '19 May 20260.00', '20 May 2026+10.30']);
  });

  it('shows the table on request, and hides it again', () => {
    show();
    const wrapper = () => screen.getByRole('table').parentElement!;
    expect(wrapper().className).toBe('cr-visually-hidden');
    const toggle = screen.getByRole('button', { name: 'records.profit.showTable' });
    expect(toggle.getAttribute('aria-controls')).toBe(wrapper().id);
    fireEvent.click(toggle);
    expect(wrapper().className).toBe('cr-chart__table');
    expect(
      screen.getByRole('button', { name: 'records.profit.hideTable' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });
});
