import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './Trend.module.css';

export type TrendChartProps = {
  /** Seconds since the epoch, oldest first. */
  xs: number[];
  ys: number[];
  /** The metric's normal range in the same unit as `ys`, shaded behind the line; null when it has none (girths). */
  band: { low: number; high: number } | null;
  /**
   * A goal on this line, in the chart's units (seconds, the display unit): the dashed line from its start to its
   * target, over the wedge of the realistic pace (the values a slow and a fast realistic pace reach by each date).
   */
  goal?: ChartGoal | null;
  seriesLabel: string;
  formatValue: (value: number) => string;
  formatDate: (seconds: number) => string;
};

export type ChartGoal = { startAt: number; startValue: number; targetAt: number; targetValue: number; slowEnd: number; fastEnd: number };

/**
 * A line over time drawn by uPlot (canvas, ~20 KB gzip), sized to its box (whose height the CSS sets, taller on a
 * tablet, so nothing moves when it loads); loaded only on trend screens.
 */
export default function TrendChart({ xs, ys, band, goal = null, seriesLabel, formatValue, formatDate }: TrendChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const css = getComputedStyle(node);
    const primary = css.getPropertyValue('--c-primary').trim() || '#0b6e63';
    const grid = css.getPropertyValue('--c-border').trim() || '#dcd7cf';
    const text = css.getPropertyValue('--c-text-2').trim() || '#5b635f';
    const bandFill = css.getPropertyValue('--c-good-soft').trim() || '#e3eef8';
    const bandEdge = css.getPropertyValue('--c-good').trim() || '#175a93';
    const goalStroke = css.getPropertyValue('--c-text').trim() || '#1d2320';
    const paceFill = css.getPropertyValue('--c-primary-soft').trim() || '#dcefeb';
    const size = () => ({ width: Math.max(240, node.clientWidth), height: Math.max(200, node.clientHeight) });
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const chart = new uPlot(
      {
        ...size(),
        // Not uPlot's legend: its idle state read "Date: – Weight: –". The key is the screen's, in words, beside the chart.
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        // The y scale takes in the normal band and the goal too, so they show even when every point is outside them;
        // the x scale runs to the goal's date.
        scales: {
          x: {
            time: true,
            // Room after the target's mark, so it is not cut at the edge.
            ...(goal
              ? {
                  range: (_u, min, max) => {
                    const [from, to] = [Math.min(min, goal.startAt), Math.max(max, goal.targetAt)];
                    return [from, to + (to - from) * 0.04] as uPlot.Range.MinMax;
                  },
                }
              : {}),
          },
          y: {
            range: (_u, min, max) => {
              const values = [
                min,
                max,
                ...(band ? [band.low, band.high] : []),
                ...(goal ? [goal.targetValue, goal.slowEnd, goal.fastEnd] : []),
              ];
              return uPlot.rangeNum(Math.min(...values), Math.max(...values), 0.1, true);
            },
          },
        },
        // The band, then the goal over it, are drawn over the grid and under the line; their key is beside the chart, in words.
        hooks: {
          drawAxes: [
            ...(band
              ? [
                  (u: uPlot) => {
                    const top = Math.round(u.valToPos(band.high, 'y', true));
                    const bottom = Math.round(u.valToPos(band.low, 'y', true));
                    const { left, width } = u.bbox;
                    const ctx = u.ctx;
                    ctx.save();
                    ctx.fillStyle = bandFill;
                    ctx.fillRect(left, top, width, bottom - top);
                    ctx.strokeStyle = bandEdge;
                    ctx.lineWidth = Math.max(1, uPlot.pxRatio);
                    ctx.setLineDash([4 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
                    ctx.beginPath();
                    for (const y of [top, bottom]) {
                      ctx.moveTo(left, y);
                      ctx.lineTo(left + width, y);
                    }
                    ctx.stroke();
                    ctx.restore();
                  },
                ]
              : []),
            (u) => {
              if (!goal) return;
              const x = (seconds: number) => u.valToPos(seconds, 'x', true);
              const y = (value: number) => u.valToPos(value, 'y', true);
              const ctx = u.ctx;
              ctx.save();
              ctx.fillStyle = paceFill;
              ctx.beginPath();
              ctx.moveTo(x(goal.startAt), y(goal.startValue));
              ctx.lineTo(x(goal.targetAt), y(goal.slowEnd));
              ctx.lineTo(x(goal.targetAt), y(goal.fastEnd));
              ctx.closePath();
              ctx.fill();
              ctx.strokeStyle = goalStroke;
              ctx.lineWidth = 2 * uPlot.pxRatio;
              ctx.setLineDash([6 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
              ctx.beginPath();
              ctx.moveTo(x(goal.startAt), y(goal.startValue));
              ctx.lineTo(x(goal.targetAt), y(goal.targetValue));
              ctx.stroke();
              ctx.setLineDash([]);
              ctx.fillStyle = goalStroke;
              ctx.beginPath();
              ctx.arc(x(goal.targetAt), y(goal.targetValue), 5 * uPlot.pxRatio, 0, 2 * Math.PI);
              ctx.fill();
              ctx.restore();
            },
          ],
        },
        series: [
          {},
          {
            label: seriesLabel,
            stroke: primary,
            width: 2.5,
            // An area under the line would read as a second band: filled only where there is no normal band.
            ...(band ? {} : { fill: `${primary}1f` }),
            points: { show: true, size: 7, fill: primary },
          },
        ],
        axes: [
          { ...axis, values: (_u, splits) => splits.map((s) => formatDate(s)), space: 70 },
          { ...axis, values: (_u, splits) => splits.map((s) => formatValue(s)), size: 60 },
        ],
      },
      [xs, ys],
      node,
    );
    const resize = new ResizeObserver(() => chart.setSize(size()));
    resize.observe(node);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [xs, ys, band, goal, seriesLabel, formatValue, formatDate]);

  // Charts read left to right in every language (time runs that way on the axis), so the box is LTR.
  return <div ref={box} className={styles.chart} dir="ltr" aria-hidden="true" />;
}
