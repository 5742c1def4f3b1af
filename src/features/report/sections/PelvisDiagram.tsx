import { useLingui } from '@lingui/react/macro';
import { useMeasure } from '../parts/useMeasure.ts';
import styles from './PelvisDiagram.module.css';

/** Beyond this the drawing would read as a fall, not a tilt. */
const MAX_DRAWN_DEG = 30;
const CX = 80;
const CY = 62;
const BOWL = 'M44 38 C44 74 58 92 80 92 C102 92 116 74 116 38';
const RIM = 'M44 38 A36 8 0 1 0 116 38 A36 8 0 1 0 44 38 Z';

export type PelvisDiagramProps = { tiltDeg: number };

/** The pelvis seen from the side as a bowl, tipped by the measured tilt against a dashed upright one. */
export function PelvisDiagram({ tiltDeg }: PelvisDiagramProps) {
  const { t } = useLingui();
  const { measure } = useMeasure();
  const drawn = Math.max(-MAX_DRAWN_DEG, Math.min(MAX_DRAWN_DEG, tiltDeg));
  const angle = measure(Math.abs(tiltDeg), 'ANGLE_DEG').text;
  const label =
    Math.abs(tiltDeg) < 0.05
      ? t`The pelvis seen from the side, drawn as a bowl standing upright.`
      : tiltDeg > 0
        ? t`The pelvis seen from the side, drawn as a bowl tipped ${angle} forward from upright.`
        : t`The pelvis seen from the side, drawn as a bowl tipped ${angle} backward from upright.`;
  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox="0 0 160 116" role="img" aria-label={label}>
        <path className={styles.axisNeutral} d={`M${CX} 4 V112`} />
        <g className={styles.neutral}>
          <path d={BOWL} />
          <path d={RIM} />
        </g>
        <g className={styles.tilted} transform={`rotate(${drawn.toFixed(2)} ${CX} ${CY})`}>
          <path className={styles.bowl} d={`${BOWL} Z`} />
          <path className={styles.rim} d={RIM} />
          <path className={styles.axis} d={`M${CX} 8 V108`} />
        </g>
        <circle className={styles.pivot} cx={CX} cy={CY} r="2.5" />
        <g className={styles.sides} aria-hidden="true">
          <text x="4" y="66" textAnchor="start">
            {t({ message: 'Back', context: 'the side of the body away from the face' })}
          </text>
          <text x="156" y="66" textAnchor="end">
            {t({ message: 'Front', context: 'the side of the body the face looks to' })}
          </text>
        </g>
      </svg>
      <figcaption className={styles.caption}>{t`Your pelvis drawn as a bowl: dashed upright, solid as measured.`}</figcaption>
    </figure>
  );
}
