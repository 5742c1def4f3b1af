import { useState } from 'react';
import { useLingui, Trans } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { figureGeometry, FIGURE_HEIGHT, FIGURE_WIDTH, type Landmark, type Shape } from './posture-geometry.ts';
import { VIEW_NAMES, type View } from './posture-text.ts';
import styles from './PostureFigure.module.css';

const VIEW_ORDER: readonly View[] = ['FRONT', 'LEFT', 'RIGHT', 'BACK'];

const FIGURE_LABELS = {
  FRONT: msg`Front view: your body outline with lines through your ears, shoulders, hips and legs, against level and centre guides.`,
  BACK: msg`Back view: your body outline with lines through your ears, shoulders, hips and legs, against level and centre guides.`,
  LEFT: msg`Left side view: your body outline with the line through ear, shoulder, hip, knee and ankle, against a vertical plumb line.`,
  RIGHT: msg`Right side view: your body outline with the line through ear, shoulder, hip, knee and ankle, against a vertical plumb line.`,
} satisfies Record<View, MessageDescriptor>;

export type PostureFigureProps = { views: ReadonlyArray<{ view: View; landmarks: readonly Landmark[] }> };

/** The four posture views behind a segmented control, each an outline with the measured points and lines. */
export function PostureFigure({ views }: PostureFigureProps) {
  const { t, i18n } = useLingui();
  const available = VIEW_ORDER.filter((view) => views.some((v) => v.view === view));
  const [chosen, setChosen] = useState<View | null>(null);
  const current = chosen && available.includes(chosen) ? chosen : available[0];
  if (!current) return null;
  const geometry = figureGeometry(current, views.find((v) => v.view === current)?.landmarks ?? []);
  const layer = (shapes: Shape[], extra: number) =>
    shapes.map((shape, i) => <path key={i} d={shape.d} strokeWidth={shape.width + extra} fillOpacity={shape.fill ? 1 : 0} />);
  return (
    <figure className={styles.figure}>
      <div className={styles.views} role="group" aria-label={t`Posture view`}>
        {available.map((view) => (
          <button key={view} type="button" className={styles.view} aria-pressed={view === current} onClick={() => setChosen(view)}>
            {i18n._(VIEW_NAMES[view])}
          </button>
        ))}
      </div>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${FIGURE_WIDTH} ${FIGURE_HEIGHT}`}
        role="img"
        aria-label={i18n._(FIGURE_LABELS[current])}
        data-view={current}
      >
        <line className={styles.floor} x1="6" x2={FIGURE_WIDTH - 6} y1={FIGURE_HEIGHT - 8} y2={FIGURE_HEIGHT - 8} />
        {/* Each part twice: a wide stroke for the outline, then a narrower one for the fill, so the parts merge into one silhouette. */}
        <g className={styles.outline}>{layer(geometry.body, 1.6)}</g>
        <g className={styles.body}>{layer(geometry.body, 0)}</g>
        <g className={styles.outline}>{layer(geometry.arms, 1.6)}</g>
        <g className={styles.body}>{layer(geometry.arms, 0)}</g>
        <g className={styles.reference}>
          {geometry.reference.map((d, i) => (
            <path key={i} d={d} />
          ))}
        </g>
        <g className={styles.measured}>
          {geometry.measured.map((d, i) => (
            <path key={i} d={d} />
          ))}
        </g>
        <g className={styles.dots}>
          {geometry.dots.map((dot, i) => (
            <circle key={i} cx={dot.x} cy={dot.y} r="1.7" />
          ))}
        </g>
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.key}>
          <span className={styles.swatchMeasured} aria-hidden="true" />
          <Trans>Measured line</Trans>
        </span>
        <span className={styles.key}>
          <span className={styles.swatchReference} aria-hidden="true" />
          <Trans>Ideal alignment</Trans>
        </span>
      </figcaption>
    </figure>
  );
}
