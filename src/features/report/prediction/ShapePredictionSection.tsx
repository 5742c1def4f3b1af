import { Suspense, useContext, useId, useMemo, useState } from 'react';
import { lazyPart } from '#src/ui/LazyPart.tsx';
import { useQuery } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { graphql } from '#src/graphql/graphql.ts';
import { GoalWays } from '../MetricRow.tsx';
import { predictShape, shapeBaseline, type Girths, type MeasuredComposition, type ShapeBody } from '#shared/shape-prediction.ts';
import { displayValue, KG_PER_LB, type Quantity } from '#shared/units.ts';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Section } from '../parts/Section.tsx';
import { useMeasure, type Measure } from '../parts/useMeasure.ts';
import { Amount } from '../sections/Amount.tsx';
import { PercentagePoints } from '../parts/ChangeChip.tsx';
import { METRIC_NAMES } from '../metrics.ts';
import { GIRTH_NAMES, type GirthKey } from '../sections/girths.ts';
import { bodyPath, FIGURE, HEAD } from '../sections/body-figure.ts';
import { widthScale } from './silhouette.ts';
import { leastSignificantChange, withinVariation } from '#shared/precision.ts';
import { GoalForm } from '../../goals/GoalForm.tsx';
import styles from './ShapePredictionSection.module.css';

// three.js and the mesh load only when the report has a mesh to draw.
const MeshFigures = lazyPart(() => import('./MeshFigures.tsx'));

/** Everything the model needs is in the report (cached offline with it): the prediction runs on the device. */
export const ShapePredictionQuery = graphql(`
  query ShapePrediction($id: ID!) {
    report(id: $id) {
      id
      model
      viewMeshUrl
      subject {
        sex
        heightCm
        age
      }
      bodyComposition {
        metrics {
          key
          value
          rating
        }
      }
      girths {
        key
        valueCm
      }
    }
  }
`);

const COMPOSITION_KEYS = ['WT', 'BFM', 'FFM', 'SM', 'TBW', 'BMR'] as const;
const SHOWN_GIRTHS: readonly GirthKey[] = ['waistGirth', 'hipGirth', 'bustGirth', 'leftThighGirth', 'leftUpperArmGirth', 'neckGirth'];

export type ShapePredictionSectionProps = { reportId: string };

export function ShapePredictionSection({ reportId }: ShapePredictionSectionProps) {
  const { t, i18n } = useLingui();
  const { measure, unit } = useMeasure();
  const sliderId = useId();
  const [{ data, fetching, error }] = useQuery({ query: ShapePredictionQuery, variables: { id: reportId } });
  const report = data?.report;

  const input = useMemo(() => {
    if (!report?.bodyComposition) return null;
    const metric = (key: string) => report.bodyComposition?.metrics.find((m) => m.key === key)?.value;
    const values = COMPOSITION_KEYS.map((key) => metric(key));
    if (values.some((value) => value === undefined)) return null;
    const composition = Object.fromEntries(COMPOSITION_KEYS.map((key, i) => [key, values[i]!])) as MeasuredComposition;
    const girths: Girths = Object.fromEntries((report.girths ?? []).map((g) => [g.key, g.valueCm]));
    return {
      sex: report.subject.sex === 'MALE' ? ('male' as const) : ('female' as const),
      age: report.subject.age,
      heightCm: report.subject.heightCm,
      composition,
      girths,
    };
  }, [report]);
  const baseline = useMemo(() => (input ? shapeBaseline(input) : null), [input]);
  const [chosen, setChosen] = useState<number | null>(null);
  // A weight goal in progress on this model is where the prediction starts (the person's own target, not the ideal):
  // the report screen's goals, which its own query brought (GoalWays), not a second request.
  const weightGoal = useContext(GoalWays)['WT'];
  const [goalOpen, setGoalOpen] = useState(false);

  if (!report) {
    if (fetching && !error) return <StateView kind="loading" title={t`Loading the prediction…`} />;
    return <StateView kind="error" title={t`Body shape prediction failed (possibly a network issue)`} />;
  }
  if (!input || !baseline?.ok) return <StateView kind="error" title={t`Body shape prediction failed (possibly a network issue)`} />;

  const { current, ideal, range } = baseline.value;
  // The slider moves in 0.1 kg or 0.2 lb steps, always inside the model's accepted range.
  const step = unit === 'imperial' ? 0.2 * KG_PER_LB : 0.1;
  const lowest = Math.ceil(range.minKg / step) * step;
  const highest = Math.floor(range.maxKg / step) * step;
  const snap = (kg: number) => Math.min(highest, Math.max(lowest, Math.round(kg / step) * step));
  const target = snap(chosen ?? weightGoal?.targetValue ?? ideal.weightKg);
  const prediction = predictShape(input, target);
  if (!prediction.ok) return <StateView kind="error" title={t`Body shape prediction failed (possibly a network issue)`} />;
  const after = prediction.value.target;
  const adjustment = prediction.value.adjustment;

  const weight = (kg: number) => measure(kg, 'MASS_KG').text;
  // Each row: a value today, at the target, and the change, in its quantity.
  const row = (name: string, before: number, afterValue: number, quantity: Quantity) => ({
    name,
    before: measure(before, quantity),
    after: measure(afterValue, quantity),
    change: measure(afterValue - before, quantity, { signed: true }),
    // Body fat's change is in percentage points.
    points: quantity === 'PERCENT',
  });
  const rows: Array<{ name: string; before: Measure; after: Measure; change: Measure; points: boolean }> = [
    row(i18n._(METRIC_NAMES.WT), current.WT, after.WT, 'MASS_KG'),
    row(i18n._(METRIC_NAMES.PBF), current.PBF, after.PBF, 'PERCENT'),
    row(i18n._(METRIC_NAMES.BFM), current.BFM, after.BFM, 'MASS_KG'),
    row(i18n._(METRIC_NAMES.SM), current.SM, after.SM, 'MASS_KG'),
    row(i18n._(METRIC_NAMES.BMI), current.BMI, after.BMI, 'BMI'),
    ...SHOWN_GIRTHS.flatMap((key) => {
      const [b, a] = [current.girths[key], after.girths[key]];
      return b === undefined || a === undefined ? [] : [row(i18n._(GIRTH_NAMES[key]), b, a, 'LENGTH_CM')];
    }),
  ];
  const shown = (kg: number) => displayValue(kg, 'MASS_KG', unit);
  // Today's weight is the ideal (the report rates it normal, by the same rule): one button, one sentence.
  const alreadyIdeal = Math.abs(snap(ideal.weightKg) - snap(current.WT)) < 1e-9;
  // Named values for the sentences, so translators see {idealWeight}, not {0}.
  const targetWeight = weight(target);
  const idealWeight = weight(ideal.weightKg);
  const healthyLow = measure(ideal.healthyPbf.low, 'PERCENT').text;
  const healthyHigh = measure(ideal.healthyPbf.high, 'PERCENT').text;
  const changeWeight = weight(Math.abs(adjustment.weightKg));
  const fatWeight = weight(Math.abs(adjustment.fatKg));
  const leanWeight = weight(Math.abs(adjustment.fatFreeKg));
  // BMI is weight for height: it can't tell muscle from fat, so it may be rated high while body fat is healthy.
  const rating = (key: string) => report.bodyComposition?.metrics.find((m) => m.key === key)?.rating ?? null;
  const bmiDisagrees = (rating('BMI') === 'HIGH' || rating('BMI') === 'LOW') && rating('PBF') === 'NORMAL';
  const goalWeight = weightGoal ? weight(weightGoal.targetValue) : null;

  return (
    <Section
      id="prediction"
      title={t`Body-shape prediction`}
      lead={t`Choose a target weight to see how your body would change, predicted from this scan.`}
      aside={
        <Figures
          reportId={report.id}
          meshUrl={report.viewMeshUrl ?? null}
          before={current}
          after={after}
          caption={{ before: t`Today`, after: targetWeight }}
        />
      }
    >
      <div className={styles.controls}>
        <label htmlFor={sliderId} className={styles.label}>{t`Target weight`}</label>
        <output htmlFor={sliderId} className={styles.output} aria-live="polite">
          {targetWeight}
        </output>
        <input
          id={sliderId}
          className={styles.slider}
          type="range"
          min={shown(lowest)}
          max={shown(highest)}
          step={unit === 'imperial' ? 0.2 : 0.1}
          value={shown(target)}
          aria-valuetext={targetWeight}
          onChange={(event) => setChosen(snap(unit === 'imperial' ? Number(event.target.value) * KG_PER_LB : Number(event.target.value)))}
        />
        <div className={styles.ends} aria-hidden="true">
          <span>{weight(lowest)}</span>
          <span>{weight(highest)}</span>
        </div>
        <div className={styles.presets}>
          {alreadyIdeal ? null : (
            <Button
              variant="secondary"
              onClick={() => setChosen(ideal.weightKg)}
              aria-pressed={Math.abs(target - snap(ideal.weightKg)) < 1e-9}
            >{t`Ideal weight`}</Button>
          )}
          <Button
            variant="secondary"
            onClick={() => setChosen(current.WT)}
            aria-pressed={Math.abs(target - snap(current.WT)) < 1e-9}
          >{t`Today's weight`}</Button>
        </div>
        {/* The target as a goal (a weight change the scanner can see), with its date and pace on home. */}
        {withinVariation(target - current.WT, leastSignificantChange('WT', report.model)) ? null : (
          <Button className={styles.goal} onClick={() => setGoalOpen(true)}>{t`Set as my goal`}</Button>
        )}
        <GoalForm
          open={goalOpen}
          onClose={() => setGoalOpen(false)}
          reportId={report.id}
          model={report.model}
          start={{
            WT: current.WT,
            PBF: current.PBF,
            SM: current.SM,
            ...(current.girths.waistGirth === undefined ? {} : { waistGirth: current.girths.waistGirth }),
          }}
          weightKg={current.WT}
          initial={{ metric: 'WT', targetValue: target }}
        />
      </div>
      <p className={styles.ideal}>
        {alreadyIdeal
          ? t`Your weight today is your ideal weight: your body fat is within the healthy range for your age and sex (${healthyLow}–${healthyHigh}).`
          : t`Your ideal weight is ${idealWeight}: the nearest weight at which your body fat is within the healthy range for your age and sex (${healthyLow}–${healthyHigh}).`}
      </p>
      {bmiDisagrees ? (
        <p className={styles.ideal} data-bmi-note="">
          {rating('BMI') === 'HIGH'
            ? t`Your BMI is above its usual range while your body fat is healthy: BMI only weighs you against your height and can't tell muscle from fat.`
            : t`Your BMI is below its usual range while your body fat is healthy: BMI only weighs you against your height and can't tell muscle from fat.`}
        </p>
      ) : null}
      {goalWeight && chosen === null ? (
        <p className={styles.ideal} data-goal-start="">
          {t`The prediction starts from your goal, ${goalWeight}. Move the slider to try another weight.`}
        </p>
      ) : null}
      {Math.abs(adjustment.weightKg) >= step / 2 ? (
        <p className={styles.adjustment}>
          {adjustment.weightKg < 0
            ? t`To get there, lose ${changeWeight}: about ${fatWeight} of fat and ${leanWeight} of lean mass.`
            : t`To get there, gain ${changeWeight}: about ${fatWeight} of fat and ${leanWeight} of lean mass.`}
        </p>
      ) : null}
      <table className={styles.table}>
        <caption className="visually-hidden">{t`Today and at ${targetWeight}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Metric`}</th>
            <th scope="col">{t`Today`}</th>
            <th scope="col">{t`Predicted`}</th>
            <th scope="col" className={styles.changeColumn}>
              {t({ message: 'Change', context: 'difference between two reports' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>
                <Amount measure={row.before} size="sm" />
              </td>
              <td>
                <Amount measure={row.after} size="sm" />
                {/* On a phone the change goes under the prediction, its own column hidden (three columns fit). */}
                <span className={styles.changeUnder}>
                  <RowChange change={row.change} points={row.points} />
                </span>
              </td>
              <td className={styles.changeColumn}>
                <RowChange change={row.change} points={row.points} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p
        className={styles.note}
      >{t`A prediction from a physiological model of how fat and lean mass change together (the Forbes curve), for a slow change through diet and training. Bodies vary: treat it as a guide, not a promise.`}</p>
    </Section>
  );
}

type FiguresProps = {
  reportId: string;
  meshUrl: string | null;
  before: ShapeBody;
  after: ShapeBody;
  caption: { before: string; after: string };
};

/**
 * Today's body and the predicted one, side by side; decoration, the table holds the facts. Drawn from the person's
 * own 3D mesh where there is one (three.js loads for it), from the report's outline until then and otherwise.
 */
function Figures({ reportId, meshUrl, before, after, caption }: FiguresProps) {
  const scale = useMemo(() => widthScale(before.girths, after.girths), [before.girths, after.girths]);
  const outlines = <Outlines scale={scale} caption={caption} />;
  if (!meshUrl) return outlines;
  return (
    <Suspense fallback={outlines}>
      <MeshFigures reportId={reportId} meshUrl={meshUrl} scale={scale} caption={caption} fallback={outlines} />
    </Suspense>
  );
}

function Outlines({ scale, caption }: { scale: (fraction: number) => number; caption: { before: string; after: string } }) {
  const afterPath = bodyPath(scale);
  return (
    <div className={styles.figures} aria-hidden="true" data-figures="outline">
      {[
        { path: bodyPath(), label: caption.before, key: 'before' },
        { path: afterPath, label: caption.after, key: 'after' },
      ].map((figure) => (
        <figure key={figure.key} className={styles.figure}>
          <svg
            viewBox={`0 0 ${FIGURE.width} ${FIGURE.height}`}
            className={figure.key === 'after' ? styles.after : styles.before}
            focusable="false"
          >
            <path d={figure.path} />
            <ellipse {...HEAD} />
          </svg>
          <figcaption>{figure.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** A row's predicted change: an amount with its unit, or percentage points for a percentage (body fat). */
function RowChange({ change, points }: { change: Measure; points: boolean }) {
  return points ? (
    <span className={styles.points}>
      <PercentagePoints number={change.number} />
    </span>
  ) : (
    <Amount measure={change} size="sm" />
  );
}
