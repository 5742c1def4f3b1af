import { useLingui, Plural } from '@lingui/react/macro';
import { graphql, readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { Section } from '../parts/Section.tsx';
import { PostureFigure } from './PostureFigure.tsx';
import { PostureItemRow } from './PostureItemRow.tsx';
import styles from './PostureSection.module.css';
import { OutOfRange } from '../parts/Headline.tsx';
import { ToneChip } from '../parts/VerdictChip.tsx';
import { POSTURE_RESULT, worstOf } from '../parts/verdicts.ts';

export const PostureSectionFragment = graphql(`
  fragment PostureSection on Report {
    posture {
      items {
        key
        value
        unit
        direction
        result
        legType
      }
      views {
        view
        landmarks {
          name
          x
          y
        }
      }
    }
  }
`);

const RESULT_ORDER = { ABNORMAL: 0, SUSPECTED: 1, NORMAL: 2 } as const;

export type PostureSectionProps = { report: FragmentOf<typeof PostureSectionFragment> };

/** Posture assessment: the four views with the measured points, and every item, findings first. */
export function PostureSection({ report }: PostureSectionProps) {
  const { t } = useLingui();
  const data = readFragment(PostureSectionFragment, report);
  if (!data.posture) return null;
  const { items, views } = data.posture;
  // Findings first, worst first; the device's order is kept within each result.
  const sorted = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => RESULT_ORDER[a.item.result] - RESULT_ORDER[b.item.result] || a.index - b.index);
  const findings = items.filter((item) => item.result !== 'NORMAL').length;
  const total = items.length;
  const lead =
    findings === 0 ? (
      <Plural
        value={total}
        one="Your # posture item is within the normal range."
        other="All # posture items are within the normal range."
      />
    ) : findings === total ? (
      <Plural value={total} one="Your # posture item needs attention." other="All # posture items need attention." />
    ) : (
      <Plural
        value={findings}
        one={`# of ${total} posture items needs attention; it is listed first.`}
        other={`# of ${total} posture items need attention; they are listed first.`}
      />
    );
  return (
    <Section id="posture" title={t`Posture assessment`} lead={lead} aside={views.length > 0 ? <PostureFigure views={views} /> : undefined}>
      <div className={styles.listWrap}>
        <ul className={styles.list} aria-label={t`Posture items`}>
          {sorted.map(({ item }) => (
            <PostureItemRow key={item.key} item={item} />
          ))}
        </ul>
      </div>
    </Section>
  );
}

/** Its headline on the overview's card (index.tsx `Headline`): How many posture items need attention, in the tone of the worst. */
export function PostureHeadline({ report }: { report: FragmentOf<typeof PostureSectionFragment> }) {
  const items = readFragment(PostureSectionFragment, report).posture?.items ?? [];
  const findings = items.filter((item) => item.result !== 'NORMAL');
  const worst = worstOf(findings.map((item) => POSTURE_RESULT[item.result]));
  if (items.length === 0) return null;
  if (!worst) return <OutOfRange count={0} />;
  return (
    <ToneChip tone={worst.tone}>
      <Plural value={findings.length} one="# needs attention" other="# need attention" />
    </ToneChip>
  );
}
