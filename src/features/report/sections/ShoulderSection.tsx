import { useLingui } from '@lingui/react/macro';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '#src/graphql/graphql.ts';
import { displayValue } from '#shared/units.ts';
import { Section } from '../parts/Section.tsx';
import { useMeasure } from '../parts/useMeasure.ts';
import { VerdictChip } from '../parts/VerdictChip.tsx';
import { FUNCTION_RATING, worstOf } from '../parts/verdicts.ts';
import { Amount } from './Amount.tsx';
import { ChangeChip } from '../parts/ChangeChip.tsx';
import styles from './ShoulderSection.module.css';

export const ShoulderSectionFragment = graphql(`
  fragment ShoulderSection on Report {
    shoulder {
      sides {
        side
        rangeDeg
        maxActivityAtDeg
        rating
      }
      differenceDeg
      change
      lsc
    }
  }
`);

type ShoulderSide = NonNullable<ResultOf<typeof ShoulderSectionFragment>['shoulder']>['sides'][number];

export type ShoulderSectionProps = { report: FragmentOf<typeof ShoulderSectionFragment> };

/** Left and right range of motion with their ratings, how far apart they are, and the change since last time. */
export function ShoulderSection({ report }: ShoulderSectionProps) {
  const { t } = useLingui();
  const { unit, measure } = useMeasure();
  const data = readFragment(ShoulderSectionFragment, report);
  const shoulder = data.shoulder;
  if (!shoulder) return null;
  // Left first, as the body is read from the person's own point of view.
  const sides = (['LEFT', 'RIGHT'] as const).flatMap((side) => shoulder.sides.filter((s) => s.side === side));
  const gap = measure(Math.abs(shoulder.differenceDeg), 'ANGLE_DEG').text;
  const shownGap = displayValue(shoulder.differenceDeg, 'ANGLE_DEG', unit);
  const difference =
    shownGap > 0
      ? t`Your left shoulder moves ${gap} more than your right.`
      : shownGap < 0
        ? t`Your right shoulder moves ${gap} more than your left.`
        : t`Both shoulders move through the same range.`;
  return (
    <Section
      id="shoulder"
      title={t`Shoulder function`}
      lead={t`How far each arm lifts forward and up, and the angle where the shoulder muscles worked hardest.`}
    >
      <div className={styles.wrap}>
        <div className={styles.layout}>
          <ul className={styles.sides}>
            {sides.map((side) => (
              <SideCard key={side.side} side={side} />
            ))}
          </ul>
          <div className={styles.summary}>
            <p className={styles.difference}>{difference}</p>
            {shoulder.change !== null ? (
              <p className={styles.change}>
                <span>{t`Average range since the previous report`}</span>
                <ChangeChip change={shoulder.change} quantity="ANGLE_DEG" good={1} lsc={shoulder.lsc} />
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </Section>
  );
}

type SideCardProps = { side: ShoulderSide };

function SideCard({ side }: SideCardProps) {
  const { t } = useLingui();
  const { measure } = useMeasure();
  return (
    <li className={styles.side}>
      <h3 className={styles.sideTitle}>{side.side === 'LEFT' ? t`Left shoulder` : t`Right shoulder`}</h3>
      <div className={styles.main}>
        <ArcFigure range={side.rangeDeg} peak={side.maxActivityAtDeg} mirror={side.side === 'RIGHT'} />
        <div className={styles.reading}>
          <Amount measure={measure(side.rangeDeg, 'ANGLE_DEG')} size="xl" />
          <span className={styles.caption}>{t`range of motion`}</span>
        </div>
      </div>
      <p className={styles.peak}>
        <span>{t`Most active at`}</span>
        <Amount measure={measure(side.maxActivityAtDeg, 'ANGLE_DEG')} className={styles.peakValue} />
      </p>
      <VerdictChip verdict={FUNCTION_RATING[side.rating]} />
    </li>
  );
}

type ArcFigureProps = { range: number; peak: number; mirror: boolean };

/**
 * The sweep of the arm, seen from the side: from hanging down (0°, dashed) forward and up to the range reached,
 * with a ring where activity peaked. The right shoulder is drawn mirrored so the two cards face each other.
 */
function ArcFigure({ range, peak, mirror }: ArcFigureProps) {
  const r = 34;
  const point = (deg: number) => {
    const a = (Math.min(Math.max(deg, 0), 200) * Math.PI) / 180;
    return [44 + (mirror ? -1 : 1) * r * Math.sin(a), 44 + r * Math.cos(a)] as const;
  };
  const [ex, ey] = point(range);
  const [px, py] = point(peak);
  return (
    <svg className={styles.arc} viewBox="0 0 88 88" aria-hidden="true" focusable="false">
      <circle cx={44} cy={44} r={r} className={styles.arcTrack} />
      <path d={`M44,${44 + r} A${r},${r} 0 ${range > 180 ? 1 : 0} ${mirror ? 1 : 0} ${ex},${ey}`} className={styles.arcFill} />
      <line x1={44} y1={44} x2={44} y2={44 + r} className={styles.rest} />
      <line x1={44} y1={44} x2={ex} y2={ey} className={styles.arm} />
      <circle cx={44} cy={44} r={4} className={styles.joint} />
      <circle cx={px} cy={py} r={5} className={styles.peakDot} />
    </svg>
  );
}

/** Its headline on the overview's card (index.tsx `Headline`): The weaker shoulder's rating. */
export function ShoulderHeadline({ report }: { report: FragmentOf<typeof ShoulderSectionFragment> }) {
  const sides = readFragment(ShoulderSectionFragment, report).shoulder?.sides ?? [];
  const worst = worstOf(sides.map((side) => FUNCTION_RATING[side.rating]));
  return worst ? <VerdictChip verdict={worst} /> : null;
}
