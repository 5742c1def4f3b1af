import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useUnit } from '#src/lib/unit-store.ts';
import { Button } from '#src/ui/Button.tsx';
import { Section } from '../parts/Section.tsx';
import type { MessageDescriptor } from '@lingui/core';
import type { SectionTab } from '../sections/tab-keys.ts';
import type { InterpretationPoint } from './documents.ts';
import { SHOW_ALL, withValues } from './messages.ts';
import { wordedPoints } from './point-values.ts';
import { PointItem } from './PointItem.tsx';
import styles from './Points.module.css';

/** Points shown before "Show all". */
export const FIRST_POINTS = 5;

export type PointListProps = {
  reportId: string;
  /** The tab of the report section a point is about, when this report has it (`overall` has none). */
  tabOf: (section: string) => { key: SectionTab; title: MessageDescriptor } | null;
  points: readonly InterpretationPoint[];
};

/** "What matters most": the points in the server's order, each with how much it matters and a way to its section. */
export function PointList({ reportId, tabOf, points }: PointListProps) {
  const { t, i18n } = useLingui();
  const unit = useUnit();
  const [expanded, setExpanded] = useState(false);
  const revealed = useRef(false);
  const list = useRef<HTMLOListElement>(null);

  // Points of rules this version can't word (a newer server) are left out.
  const worded = wordedPoints(i18n, unit, points).map((entry, index) => ({ ...entry, key: `${entry.point.rule}-${index}` }));
  const shown = expanded ? worded : worded.slice(0, FIRST_POINTS);

  useEffect(() => {
    // After "Show all", keyboard and screen-reader users go on at the first point that was hidden.
    if (!revealed.current) return;
    revealed.current = false;
    const next = list.current?.children.item(FIRST_POINTS);
    if (next instanceof HTMLElement) next.focus();
  }, [expanded]);

  return (
    <Section
      id="interpretation"
      title={t`What matters most`}
      lead={t`Worked out from this report's measurements, the most important first. It is guidance, not a diagnosis.`}
    >
      {worded.length ? (
        <ol ref={list} className={styles.points}>
          {shown.map(({ key, point, sentence }) => {
            const tab = tabOf(point.section);
            return (
              <PointItem
                key={key}
                reportId={reportId}
                severity={point.severity}
                sentence={sentence}
                tab={tab ? { key: tab.key, title: i18n._(tab.title) } : undefined}
              />
            );
          })}
        </ol>
      ) : (
        <p className={styles.unknown}>{t`This version of the app can't show these findings yet. Reload the page to update it.`}</p>
      )}
      {!expanded && worded.length > FIRST_POINTS ? (
        <Button
          variant="secondary"
          onClick={() => {
            revealed.current = true;
            setExpanded(true);
          }}
        >
          {i18n._(withValues(SHOW_ALL, { count: worded.length }))}
        </Button>
      ) : null}
    </Section>
  );
}
