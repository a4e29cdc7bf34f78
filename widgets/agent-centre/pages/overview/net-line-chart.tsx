import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { SignedAmount } from '@widgets/ui/records/record-parts';
import { dayText } from '@widgets/ui/records/record-format';
import { fromMinorUnits } from '@sdk/rules/money';
import { chartY, labelledBars } from '@sdk/rules/records-chart';
import { signedMoneyText } from '@sdk/rules/records';
import { linePath, netLine } from '@sdk/rules/team-chart';
import { dateFormats } from '@sdk/rules/dates';

const HEIGHT = 220;
const PAD = { top: 14, right: 14, bottom: 26, left: 58 };

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
 * The team net of each day as a line over a zero line, a dot per day (green above, red below,
 * each with its day and amount as a tooltip). To a screen reader the drawing is one image with a
 * summary, and the numbers are a table, visually hidden until asked for, so nothing hangs on the
 * drawing or on colour.
 */
export function NetLineChart(props: { days: readonly { day: string; teamNet: number }[]; locale: string }) {
  const t = useT();
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const { ref, width } = useWidth(640);
  const { days, locale } = props;
  const plot = {
    left: PAD.left,
    top: PAD.top,
    width: Math.max(1, width - PAD.left - PAD.right),
    height: HEIGHT - PAD.top - PAD.bottom,
  };
  const { scale, points } = netLine(days, plot);
  const y = (minor: number) => plot.top + chartY(scale, minor, plot.height);
  const labelled = labelledBars(points.length, width < 480 ? 10 : 5);
  const axisNumber = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 });
  const dayLabel = dateFormats(locale).dayMonth;
  const totalMinor = points.reduce((sum, p) => sum + p.netMinor, 0);
  const summary = t('agentTeam.overview.chartSummary', {
    up: points.filter((p) => p.netMinor > 0).length,
    down: points.filter((p) => p.netMinor < 0).length,
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
          aria-label={`${t('agentTeam.overview.chartCaption')}. ${summary}`}
        >
          {scale.ticks.map((tick) => (
            <g key={tick} className={tick === 0 ? 'cr-chart__zero' : 'cr-chart__grid'}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
              <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {axisNumber.format(fromMinorUnits(tick))}
              </text>
            </g>
          ))}
          <path className="cr-chart__line" d={linePath(points)} />
          {points.map((p, i) => (
            <g key={p.day}>
              <circle
                className={
                  p.netMinor > 0
                    ? 'cr-chart__dot--gain'
                    : p.netMinor < 0
                      ? 'cr-chart__dot--loss'
                      : 'cr-chart__dot'
                }
                cx={p.x}
                cy={p.y}
                r={points.length > 20 ? 3 : 4}
              >
                <title>{`${dayText(p.day, locale)}: ${signedMoneyText(fromMinorUnits(p.netMinor), locale)}`}</title>
              </circle>
              {labelled.has(i) && (
                <text
                  className="cr-chart__day"
                  x={p.x}
                  y={HEIGHT - 8}
                  // The first and newest days' labels end at the plot's edges instead of running past them.
                  textAnchor={i === points.length - 1 ? 'end' : i === 0 ? 'start' : 'middle'}
                >
                  {dayLabel.format(Date.parse(`${p.day}T00:00:00Z`))}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="cr-chart__caption">
        <span>{summary}</span>
        <button
          type="button"
          className="cr-link-btn"
          aria-expanded={tableShown}
          aria-controls={`${id}-table`}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {t(tableShown ? 'agentTeam.overview.hideTable' : 'agentTeam.overview.showTable')}
        </button>
      </figcaption>
      <div id={`${id}-table`} className={tableShown ? 'cr-chart__table' : 'cr-visually-hidden'}>
        <table className="cr-table">
          <caption className="cr-visually-hidden">{t('agentTeam.overview.chartCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agentTeam.overview.day')}</th>
              <th scope="col" className="cr-table__number">
                {t('agentTeam.overview.teamNet')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <th scope="row">{dayText(p.day, locale)}</th>
                <td className="cr-table__number">
                  <SignedAmount amount={fromMinorUnits(p.netMinor)} locale={locale} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
