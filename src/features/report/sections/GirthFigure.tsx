import { useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMeasure } from '../parts/useMeasure.ts';
import { Amount } from './Amount.tsx';
import { BODY_PATH, FIGURE, HEAD, yAt } from './body-figure.ts';
import { stackLabels } from './callout-layout.ts';
import { GIRTH_CALLOUTS, GIRTH_LINES, GIRTH_NAMES, type GirthKey } from './girths.ts';
import styles from './GirthsSection.module.css';

/** The drawing's width: the body's 200 units and a column of labels on each side (x from -LABELS to 200 + LABELS). */
const LABELS = 80;
const WIDTH = FIGURE.width + 2 * LABELS;
/** Offsets from the centre line: where a leader turns (just past the hands), and where it meets its label. */
const ELBOW = 51;
const REACH = 60;
/** Before the labels are measured (the server render, the first frame): a two-line label's height in figure units. */
const GUESS = 42;
const GAP = 4;

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

export type GirthFigureProps = { girths: ReadonlyArray<{ key: GirthKey; valueCm: number }> };

/**
 * The body outline, seen from behind, with a ring at the height of each measured girth, and the main girths' names
 * and values called out beside their rings. A picture (it does not mirror in right-to-left languages, so left and
 * right are physical here); hidden from assistive technology, as the list beside it has every value.
 */
export function GirthFigure({ girths }: GirthFigureProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const frame = useRef<HTMLDivElement>(null);
  const labels = useRef(new Map<GirthKey, HTMLElement>());
  // Each label's height in figure units, once measured: a name that wraps in a narrow column takes more room.
  const [sizes, setSizes] = useState<ReadonlyMap<GirthKey, number>>(new Map());
  const valueOf = new Map(girths.map((girth) => [girth.key, girth.valueCm]));
  const callouts = GIRTH_CALLOUTS.filter((callout) => valueOf.has(callout.key));

  useLayoutEffect(() => {
    const node = frame.current;
    if (!node) return;
    const measureLabels = () => {
      if (node.clientHeight === 0) return;
      const unitsPerPixel = FIGURE.height / node.clientHeight;
      const next = new Map<GirthKey, number>();
      for (const [key, label] of labels.current) next.set(key, label.offsetHeight * unitsPerPixel);
      setSizes((before) =>
        next.size === before.size && [...next].every(([key, size]) => Math.abs((before.get(key) ?? 0) - size) < 0.5) ? before : next,
      );
    };
    measureLabels();
    const observer = new ResizeObserver(measureLabels);
    observer.observe(node);
    for (const label of labels.current.values()) observer.observe(label);
    return () => observer.disconnect();
  }, []);

  const placed = (['left', 'right'] as const).flatMap((side) => {
    const column = callouts
      .filter((callout) => callout.side === side)
      .map((callout) => ({ ...callout, y: yAt(GIRTH_LINES[callout.key].at), size: sizes.get(callout.key) ?? GUESS }))
      .sort((a, b) => a.y - b.y);
    const centres = stackLabels(
      column.map((callout) => ({ want: callout.y, size: callout.size })),
      GAP,
      0,
      FIGURE.height,
    );
    return column.map((callout, index) => ({ ...callout, labelY: centres[index]! }));
  });

  return (
    <figure className={styles.figure} aria-hidden="true">
      <div ref={frame} className={styles.figureFrame}>
        <svg viewBox={`${-LABELS} 0 ${WIDTH} ${FIGURE.height}`} focusable="false">
          <path d={BODY_PATH} className={styles.body} />
          <ellipse {...HEAD} className={styles.body} />
          {girths.map(({ key }) => {
            const line = GIRTH_LINES[key];
            const from = FIGURE.centre + line.from;
            const to = FIGURE.centre + line.to;
            const called = callouts.some((callout) => callout.key === key);
            return (
              <ellipse
                key={key}
                cx={(from + to) / 2}
                cy={yAt(line.at)}
                rx={(to - from) / 2}
                ry={2.2}
                className={called ? styles.ring : `${styles.ring} ${styles.ringQuiet}`}
              />
            );
          })}
          {placed.map(({ key, side, y, labelY }) => {
            const sign = side === 'left' ? -1 : 1;
            const line = GIRTH_LINES[key];
            const start = FIGURE.centre + (side === 'left' ? line.from : line.to);
            const points = [
              [start, y],
              [FIGURE.centre + sign * ELBOW, y],
              [FIGURE.centre + sign * REACH, labelY],
            ];
            return (
              <g key={key} className={styles.leader}>
                <polyline points={points.map((point) => point.join(',')).join(' ')} />
                <circle cx={start} cy={y} r={2.4} />
              </g>
            );
          })}
        </svg>
        {placed.map(({ key, side, labelY }) => {
          // Physical sides, as the drawing's: the label's edge toward the body sits where its leader ends.
          const edge = FIGURE.centre + (side === 'left' ? -REACH : REACH) + LABELS;
          const inset = side === 'left' ? WIDTH - edge + 2 : edge + 2;
          return (
            <span
              key={key}
              ref={(node) => {
                if (node) labels.current.set(key, node);
                else labels.current.delete(key);
              }}
              className={styles.callout}
              data-callout={key}
              data-side={side}
              style={{
                top: percent(labelY, FIGURE.height),
                [side === 'left' ? 'right' : 'left']: percent(inset, WIDTH),
                maxInlineSize: percent(WIDTH - inset, WIDTH),
              }}
            >
              <span className={styles.calloutName}>{i18n._(GIRTH_NAMES[key])}</span>
              <Amount measure={measure(valueOf.get(key)!, 'LENGTH_CM')} />
            </span>
          );
        })}
      </div>
      <figcaption className={styles.figureCaption}>
        {t({ message: 'Seen from behind', context: 'a body figure drawn from the back, so its left side is on the left' })}
      </figcaption>
    </figure>
  );
}
