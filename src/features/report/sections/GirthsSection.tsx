import { TrendLink } from '../parts/TrendLink.tsx';
import { Plural, useLingui } from '@lingui/react/macro';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '#src/graphql/graphql.ts';
import { Section } from '../parts/Section.tsx';
import { useMeasure } from '../parts/useMeasure.ts';
import { Amount } from './Amount.tsx';
import { ChangeChip } from '../parts/ChangeChip.tsx';
import { ChangeKey, hasVariation } from '../parts/ChangeKey.tsx';
import { GirthFigure } from './GirthFigure.tsx';
import { GIRTH_GOOD_DIRECTION, GIRTH_GROUPS, GIRTH_NAMES, type GirthKey } from './girths.ts';
import styles from './GirthsSection.module.css';
import { ToneChip } from '../parts/VerdictChip.tsx';

export const GirthsSectionFragment = graphql(`
  fragment GirthsSection on Report {
    girths {
      key
      valueCm
      change
      lsc
    }
  }
`);

type Girth = NonNullable<ResultOf<typeof GirthsSectionFragment>['girths']>[number];

export type GirthsSectionProps = { report: FragmentOf<typeof GirthsSectionFragment> };

/** All girths, grouped from head to foot, with the change against the previous report and a body figure. */
export function GirthsSection({ report }: GirthsSectionProps) {
  const { t, i18n } = useLingui();
  const data = readFragment(GirthsSectionFragment, report);
  if (!data.girths) return null;
  const byKey = new Map<GirthKey, Girth>(data.girths.map((girth) => [girth.key, girth]));
  const compared = data.girths.some((girth) => girth.change !== null);
  return (
    <Section
      id="girths"
      title={t`Girths`}
      lead={
        compared
          ? t`Measured around your body. The small figures show the change since your previous report.`
          : t`Measured around your body.`
      }
      aside={<GirthFigure girths={data.girths} />}
    >
      <div className={compared ? styles.groups : `${styles.groups} ${styles.plain}`}>
        {GIRTH_GROUPS.map((group) => {
          const rows = group.keys.flatMap((key) => byKey.get(key) ?? []).map((girth) => <GirthItem key={girth.key} girth={girth} />);
          if (rows.length === 0) return null;
          return (
            <div key={group.id} className={styles.group}>
              <h3 id={`girths-${group.id}`} className={styles.groupTitle}>
                {i18n._(group.title)}
              </h3>
              <ul className={styles.list} aria-labelledby={`girths-${group.id}`}>
                {rows}
              </ul>
            </div>
          );
        })}
      </div>
      <ChangeKey variation={hasVariation(data.girths)} water={false} />
    </Section>
  );
}

type GirthItemProps = { girth: Girth };

function GirthItem({ girth }: GirthItemProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const name = i18n._(GIRTH_NAMES[girth.key]);
  return (
    <li className={styles.row}>
      <TrendLink to="/girth/trend" metric={girth.key} label={t`${name}: trend`} className={styles.name} linkClassName={styles.trendLink}>
        {name}
      </TrendLink>
      <Amount measure={measure(girth.valueCm, 'LENGTH_CM')} className={styles.value} />
      {girth.change !== null ? (
        <ChangeChip change={girth.change} quantity="LENGTH_CM" good={GIRTH_GOOD_DIRECTION[girth.key]} lsc={girth.lsc} />
      ) : null}
    </li>
  );
}

/** Its headline on the overview's card (index.tsx `Headline`): How many girths were measured (they have no normal range). */
export function GirthsHeadline({ report }: { report: FragmentOf<typeof GirthsSectionFragment> }) {
  const girths = readFragment(GirthsSectionFragment, report).girths ?? [];
  if (girths.length === 0) return null;
  return (
    <ToneChip tone="neutral">
      <Plural value={girths.length} one="# measurement" other="# measurements" />
    </ToneChip>
  );
}
