import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import { NetLineChart } from './net-line-chart';

const croupier = {
  state: { language: signal('EN') },
  i18n: {
    language: 'en',
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  },
} as unknown as Croupier;

afterEach(cleanup);

const days = [
  { day: '2026-11-23', teamNet: 40 },
  { day: '2026-11-24', teamNet: 0 },
  { day: '2026-11-25', teamNet: -20.5 },
];

function show() {
  render(
    <CroupierProvider croupier={croupier}>
      <NetLineChart days={days} locale="en" />
    </CroupierProvider>,
  );
  return screen.getByRole('img');
}

describe('NetLineChart', () => {
  it('draws one line through a dot a day, coloured by sign, each with its day and amount', () => {
    const chart = show();
    expect(chart.querySelector('path')!.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){2}$/);
    const dots = [...chart.querySelectorAll('circle')];
    expect(dots.map((d) => d.getAttribute('class'))).toEqual([
      'cr-chart__dot--gain',
      'cr-chart__dot',
      'cr-chart__dot--loss',
    ]);
    expect(dots.map((d) => d.querySelector('title')!.textContent)).toEqual([
      '23 Nov 2026: +40.00',
      '24 Nov 2026: 0.00',
      '25 Nov 2026: -20.50',
    ]);
    const zero = Number(chart.querySelector('.cr-chart__zero line')!.getAttribute('y1'));
    expect(Number(dots[1]!.getAttribute('cy'))).toBeCloseTo(zero);
  });

  it('is one image with a summary to a screen reader, and its numbers are a table on request', () => {
    const chart = show();
    expect(chart.getAttribute('aria-label')).toBe(
      'agentTeam.overview.chartCaption. agentTeam.overview.chartSummary {"up":1,"down":1,"total":"+19.50"}',
    );
    const table = screen.getByRole('table', { name: 'agentTeam.overview.chartCaption' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['23 Nov 2026+40.00', '24 Nov 20260.00', '25 Nov 2026-20.50']);
    expect(table.parentElement!.className).toBe('cr-visually-hidden');
    fireEvent.click(screen.getByRole('button', { name: 'agentTeam.overview.showTable' }));
    expect(table.parentElement!.className).toBe('cr-chart__table');
    expect(
      screen.getByRole('button', { name: 'agentTeam.overview.hideTable' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });
});
