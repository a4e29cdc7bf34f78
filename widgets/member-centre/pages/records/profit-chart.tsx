import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { fromMinorUnits } from '@sdk/rules/money';
import { chartScale, chartY, labelledBars, type DayNet } from '@sdk/rules/records-chart';
import { signedMoneyText } from '@sdk/rules/records';
import { SignedAmount } from '@widgets/ui/records/record-parts';
import { dayText } from '@widgets/ui/records/record-format';
import { dateFormats } from '@sdk/rules/dates';

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 26, left: 58 };

/** The element's width in CSS pixels, followed as it resizes (text in the chart stays its size). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Each day's net as a bar: gains above the zero line, losses below, round ticks on the value
 * axis, day labels under some bars. To a screen reader the drawing is one image with a summary,
 * and the numbers are a table (visually hidden until asked for), so nothing hangs on colour.
 */
export function ProfitChart(props: { days: readonly DayNet[]; locale: string }) {
  const t = useT();
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const { ref, width } = useWidth(640);
  const { days, locale } = props;
  const scale = chartScale(days.map((d) => d.netMinor));
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (minor: number) => PAD.top + chartY(scale, minor, plotHeight);
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, Math.min(28, slot * 0.66));
  const labelled = labelledBars(days.length, width < 480 ? 10 : 5);
  const axisNumber = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 });
  const dayLabel = dateFormats(locale).dayMonth;
  const totalMinor = days.reduce((sum, d) => sum + d.netMinor, 0);
  const summary = t('records.profit.chartSummary', {
    gains: days.filter((d) => d.netMinor > 0).length,
    losses: days.filter((d) => d.netMinor < 0).length,
    total: signedMoneyText(fromMinorUnits(totalMinor), locale),
  });

  return (
    <figure className="cr-chart">
      <div ref={ref} className="cr-chart__plot">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={`${t('records.profit.chartCaption')}. ${summary}`}
        >
          {scale.ticks.map((tick) => (
            <g key={tick} className={tick === 0 ? 'cr-chart__zero' : 'cr-chart__grid'}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
              <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {axisNumber.format(fromMinorUnits(tick))}
              </text>
            </g>
          ))}
          {days.map((d, i) => {
            const x = PAD.left + slot * i + (slot - barWidth) / 2;
            const top = y(Math.max(0, d.netMinor));
            const height = Math.max(d.netMinor === 0 ? 0 : 1, y(Math.min(0, d.netMinor)) - top);
            return (
              <g key={d.day}>
                {height > 0 && (
                  <rect
                    className={d.netMinor > 0 ? 'cr-chart__bar--gain' : 'cr-chart__bar--loss'}
                    x={x}
                    y={top}
                    width={barWidth}
                    height={height}
                    rx={Math.min(3, barWidth / 3)}
                  >
                    <title>{`${dayText(d.day, locale)}: ${signedMoneyText(fromMinorUnits(d.netMinor), locale)}`}</title>
                  </rect>
                )}
                {labelled.has(i) && (
                  <text
                    className="cr-chart__day"
                    // The newest day's label ends at the plot's edge instead of running past it.
                    x={i === days.length - 1 ? width - PAD.right : x + barWidth / 2}
                    y={HEIGHT - 8}
                    textAnchor={i === days.length - 1 ? 'end' : 'middle'}
                  >
                    {dayLabel.format(Date.parse(`${d.day}T00:00:00Z`))}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="cr-chart__caption">
        <span className="cr-chart__legend">
          <span>
            <span className="cr-chart__key cr-chart__key--gain" aria-hidden="true" />
            {t('records.profit.legendGain')}
          </span>
          <span>
            <span className="cr-chart__key cr-chart__key--loss" aria-hidden="true" />
            {t('records.profit.legendLoss')}
          </span>
        </span>
        <span>{summary}</span>
        <button
          type="button"
          className="cr-link-btn"
          aria-expanded={tableShown}
          aria-controls={`${id}-table`}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {t(tableShown ? 'records.profit.hideTable' : 'records.profit.showTable')}
        </button>
      </figcaption>
      <div id={`${id}-table`} className={tableShown ? 'cr-chart__table' : 'cr-visually-hidden'}>
        <table className="cr-table">
          <caption className="cr-visually-hidden">{t('records.profit.chartCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('records.profit.day')}</th>
              <th scope="col" className="cr-table__number">
                {t('records.profit.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayText(d.day, locale)}</th>
                <td className="cr-table__number">
                  <SignedAmount amount={fromMinorUnits(d.netMinor)} locale={locale} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
