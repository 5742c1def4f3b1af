import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './Trend.module.css';
import { pathAt, type ChartFrame, type ChartGoal } from './chart-frame.ts';

export type TrendChartProps = {
  /** Seconds since the epoch, oldest first. */
  xs: number[];
  ys: number[];
  /** The metric's normal range in the same unit as `ys`, shaded behind the line where it falls in view; null for girths. */
  band: { low: number; high: number } | null;
  /** A goal on this line: its path from start to target, over the band of values that are on track. */
  goal?: ChartGoal | null;
  /** What the chart shows of time and values (chart-frame.ts): the screen's key reads the same frame. */
  frame: ChartFrame;
  seriesLabel: string;
  formatValue: (value: number) => string;
  formatDate: (seconds: number) => string;
};

/**
 * A line over time drawn by uPlot (canvas; its size: docs/dependencies.md), sized to its box (whose height the CSS sets, taller on a
 * tablet, so nothing moves when it loads); loaded only on trend screens.
 */
export default function TrendChart({ xs, ys, band, goal = null, frame, seriesLabel, formatValue, formatDate }: TrendChartProps) {
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
        // The frame decides both scales: the measurements fill the chart, and the future is at most a quarter of it.
        scales: {
          x: { time: true, range: () => frame.x },
          y: { range: () => frame.y },
        },
        // The band, then the goal over it, are drawn over the grid and under the line; their key is beside the chart, in words.
        hooks: {
          drawAxes: [
            ...(band
              ? [
                  (u: uPlot) => {
                    const top = Math.round(u.valToPos(band.high, 'y', true));
                    const bottom = Math.round(u.valToPos(band.low, 'y', true));
                    const { left, top: plotTop, width, height } = u.bbox;
                    const ctx = u.ctx;
                    ctx.save();
                    // Only the part in view: the axis fits the measurements, not the band.
                    ctx.beginPath();
                    ctx.rect(left, plotTop, width, height);
                    ctx.clip();
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
              // The path from the goal's start (perhaps before the view) to its target (perhaps after it), clipped to the plot.
              const [from, to] = [Math.max(frame.x[0], goal.startAt), Math.min(frame.x[1], goal.targetAt)];
              if (from >= to) return;
              const ctx = u.ctx;
              const { left, top, width, height } = u.bbox;
              ctx.save();
              ctx.beginPath();
              ctx.rect(left, top, width, height);
              ctx.clip();
              // On track: within the least significant change of the path.
              ctx.fillStyle = paceFill;
              ctx.beginPath();
              ctx.moveTo(x(from), y(pathAt(goal, from) + goal.tolerance));
              ctx.lineTo(x(to), y(pathAt(goal, to) + goal.tolerance));
              ctx.lineTo(x(to), y(pathAt(goal, to) - goal.tolerance));
              ctx.lineTo(x(from), y(pathAt(goal, from) - goal.tolerance));
              ctx.closePath();
              ctx.fill();
              ctx.strokeStyle = goalStroke;
              ctx.lineWidth = 2 * uPlot.pxRatio;
              ctx.setLineDash([6 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
              ctx.beginPath();
              ctx.moveTo(x(from), y(pathAt(goal, from)));
              ctx.lineTo(x(to), y(pathAt(goal, to)));
              ctx.stroke();
              ctx.setLineDash([]);
              ctx.fillStyle = goalStroke;
              ctx.beginPath();
              if (frame.targetInView) {
                ctx.arc(x(goal.targetAt), y(goal.targetValue), 5 * uPlot.pxRatio, 0, 2 * Math.PI);
              } else {
                // The target lies past the right edge: an arrowhead there says the path goes on.
                const [tipX, tipY] = [x(to), y(pathAt(goal, to))];
                const angle = Math.atan2(tipY - y(pathAt(goal, from)), tipX - x(from));
                const size = 9 * uPlot.pxRatio;
                ctx.moveTo(tipX, tipY);
                ctx.lineTo(tipX - size * Math.cos(angle - 0.45), tipY - size * Math.sin(angle - 0.45));
                ctx.lineTo(tipX - size * Math.cos(angle + 0.45), tipY - size * Math.sin(angle + 0.45));
                ctx.closePath();
              }
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
  }, [xs, ys, band, goal, frame, seriesLabel, formatValue, formatDate]);

  // Charts read left to right in every language (time runs that way on the axis), so the box is LTR.
  return <div ref={box} className={styles.chart} dir="ltr" aria-hidden="true" />;
}
