import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import styles from './OutcomeNotice.module.css';

export type OutcomeNoticeProps = {
  outcome: 'COMPLETE' | 'BODY_ASSESSMENT_FAILED' | 'BODY_COMPOSITION_FAILED' | 'POSTURE_FAILED' | 'FAILED';
  reportId: string;
};

/** A failed part of the scan, said plainly, pointing to the part that did succeed (spec section 4). */
export function OutcomeNotice({ outcome, reportId }: OutcomeNoticeProps) {
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
          <Trans>
            The body composition measurement failed. <Link to="/report" search={{ id: reportId, section: 'posture' }}>View the body posture report</Link> instead.
          </Trans>
        </p>
      );
    case 'BODY_ASSESSMENT_FAILED':
    case 'POSTURE_FAILED':
      return (
        <p className={styles.notice} role="note">
          <Trans>
            The posture measurement failed. <Link to="/report" search={{ id: reportId, section: 'composition' }}>View the body composition report</Link> instead.
          </Trans>
        </p>
      );
  }
}
