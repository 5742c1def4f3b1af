import { Trans } from '@lingui/react/macro';
import styles from '../report/OutcomeNotice.module.css';

export type SharedOutcomeNoticeProps = { outcome: 'COMPLETE' | 'BODY_ASSESSMENT_FAILED' | 'BODY_COMPOSITION_FAILED' | 'POSTURE_FAILED' | 'FAILED' };

/** A failed part of the scan, said plainly; unlike the owner's notice, without links to the owner's report screen. */
export function SharedOutcomeNotice({ outcome }: SharedOutcomeNoticeProps) {
  switch (outcome) {
    case 'COMPLETE':
      return null;
    case 'FAILED':
      return (
        <p className={styles.notice} role="note">
          <Trans>Measurement unsuccessful. Wear form-fitting clothing and remain stationary, then measure again at the device.</Trans>
        </p>
      );
    case 'BODY_COMPOSITION_FAILED':
      return <p className={styles.notice} role="note"><Trans>The body composition measurement failed.</Trans></p>;
    case 'BODY_ASSESSMENT_FAILED':
    case 'POSTURE_FAILED':
      return <p className={styles.notice} role="note"><Trans>The posture measurement failed.</Trans></p>;
  }
}
