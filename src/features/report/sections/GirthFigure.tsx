import { BODY_PATH, FIGURE, HEAD, yAt } from './body-figure.ts';
import { GIRTH_LINES, type GirthKey } from './girths.ts';
import styles from './GirthsSection.module.css';

export type GirthFigureProps = { keys: readonly GirthKey[] };

/** The body outline with a ring at the height of each measured girth; decoration only, the list holds the facts. */
export function GirthFigure({ keys }: GirthFigureProps) {
  return (
    <svg className={styles.figure} viewBox={`0 0 ${FIGURE.width} ${FIGURE.height}`} aria-hidden="true" focusable="false">
      <path d={BODY_PATH} className={styles.body} />
      <ellipse {...HEAD} className={styles.body} />
      {keys.map((key) => {
        const line = GIRTH_LINES[key];
        const from = FIGURE.centre + line.from;
        const to = FIGURE.centre + line.to;
        return <ellipse key={key} cx={(from + to) / 2} cy={yAt(line.at)} rx={(to - from) / 2} ry={2.2} className={styles.ring} />;
      })}
    </svg>
  );
}
