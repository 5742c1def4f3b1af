import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import styles from './OutcomeNotice.module.css';
import type { EnumOf } from '#src/graphql/graphql.ts';

export type Outcome = EnumOf<'ScanOutcome'>;

export type OutcomeNoticeProps = {
  outcome: Outcome;
  /** The owner's report: the notice links to the part that did succeed. Left out on a shared or printed report. */
  reportId?: string;
  /** The tab on screen: a notice never points at the screen it is on. */
  activeTab?: string | undefined;
};

/** A failed part of the scan, said plainly, pointing the owner to the part that did succeed (spec section 4). */
export function OutcomeNotice({ outcome, reportId, activeTab }: OutcomeNoticeProps) {
  switch (outcome) {
    case 'COMPLETE':
      return null;
    case 'FAILED':
      return (
        <p className={styles.notice} role="alert">
          <Trans>Measurement unsuccessful. Wear form-fitting clothing and remain stationary, then measure again at the device.</Trans>
        </p>
      );
    case 'BODY_COMPOSITION_FAILED':
      return (
        <p className={styles.notice} role="note">
          {reportId && activeTab !== 'posture' ? (
            <Trans>
              The body composition measurement failed.{' '}
              <Link to="/report" search={{ id: reportId, section: 'posture' }}>
                View the body posture report
              </Link>{' '}
              instead.
            </Trans>
          ) : (
            <Trans>The body composition measurement failed.</Trans>
          )}
        </p>
      );
    case 'BODY_ASSESSMENT_FAILED':
    case 'POSTURE_FAILED':
      return (
        <p className={styles.notice} role="note">
          {reportId && activeTab !== 'composition' ? (
            <Trans>
              The posture measurement failed.{' '}
              <Link to="/report" search={{ id: reportId, section: 'composition' }}>
                View the body composition report
              </Link>{' '}
              instead.
            </Trans>
          ) : (
            <Trans>The posture measurement failed.</Trans>
          )}
        </p>
      );
  }
}
