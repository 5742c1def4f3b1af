import { useLingui, Trans } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { graphql, readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { formatDate, formatDateTime } from '#shared/dates.ts';
import { ReportActions } from '../share/ReportActions.tsx';
import styles from './ReportHeader.module.css';

export const ReportHeaderFragment = graphql(`
  fragment ReportHeader on Report {
    id
    model
    measuredAt
    timezone
    score
    previous {
      id
      measuredAt
      timezone
    }
  }
`);

export type ReportHeaderProps = {
  report: FragmentOf<typeof ReportHeaderFragment>;
  /** Opened through a share link: no comparison line and no actions (the viewer is not the owner). */
  shared?: boolean;
  /** A comparison with another report is open: its panel names that date, so the header names none. */
  comparing?: boolean;
};

export function ReportHeader({ report, shared = false, comparing = false }: ReportHeaderProps) {
  const { t, i18n } = useLingui();
  const data = readFragment(ReportHeaderFragment, report);
  const when = formatDateTime(data.measuredAt, data.timezone, i18n.locale);
  const score = data.score === null ? null : Math.round(data.score);
  const previous = data.previous ? formatDate(data.previous.measuredAt, data.previous.timezone, i18n.locale) : null;
  return (
    <>
      <section className={styles.header} aria-labelledby="report-title">
        <div className={styles.text}>
          <p className={styles.kicker}>
            <Trans>Measure time</Trans>
          </p>
          <h2 id="report-title" className={styles.when}>
            {when}
          </h2>
          <p className={styles.meta}>
            <span className={styles.model}>{data.model}</span>
            {shared || comparing ? null : previous ? (
              <Trans>Changes since {previous}</Trans>
            ) : (
              <Trans>Your first report on this model</Trans>
            )}
          </p>
          {shared ? null : <ReportActions reportId={data.id} />}
        </div>
        {score !== null ? (
          <div className={styles.score} role="img" aria-label={t`Body score ${score} of 100`} data-score={score}>
            <span className={styles.scoreValue} aria-hidden="true">
              {score}
            </span>
            <span className={styles.scoreLabel} aria-hidden="true">
              {/* A plural, though English has one form: the word under the number agrees with it (ru 76 баллов). */}
              {plural(score, { one: 'score', other: 'score' })}
            </span>
          </div>
        ) : null}
      </section>
    </>
  );
}
