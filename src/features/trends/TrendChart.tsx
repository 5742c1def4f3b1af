import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './Trend.module.css';

export type TrendChartProps = {
  /** Seconds since the epoch, oldest first. */
  xs: number[];
  ys: number[];
  seriesLabel: string;
  dateLabel: string;
  formatValue: (value: number) => string;
  formatDate: (seconds: number) => string;
  height?: number;
};

/** A line over time drawn by uPlot (canvas, ~20 KB gzip), sized to its container; loaded only on trend screens. */
export default function TrendChart({ xs, ys, seriesLabel, dateLabel, formatValue, formatDate, height = 240 }: TrendChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const css = getComputedStyle(node);
    const primary = css.getPropertyValue('--c-primary').trim() || '#0b6e63';
    const grid = css.getPropertyValue('--c-border').trim() || '#dcd7cf';
    const text = css.getPropertyValue('--c-text-2').trim() || '#5b635f';
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const chart = new uPlot(
      {
        width: Math.max(240, node.clientWidth),
        height,
        // No legend: its idle state read "Date: – Weight: –"; the screen names the metric, and the table lists every value.
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        series: [
          { label: dateLabel, value: (_u, v) => (v === null ? '–' : formatDate(v)) },
          {
            label: seriesLabel,
            stroke: primary,
            width: 2.5,
            fill: `${primary}1f`,
            points: { show: true, size: 7, fill: primary },
            value: (_u, v) => (v === null ? '–' : formatValue(v)),
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
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(240, node.clientWidth), height }));
    resize.observe(node);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [xs, ys, seriesLabel, dateLabel, formatValue, formatDate, height]);

  // Charts read left to right in every language (time runs that way on the axis), so the box is LTR.
  return <div ref={box} className={styles.chart} dir="ltr" aria-hidden="true" />;
}
