import { Link, useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import styles from './Trend.module.css';

/** Trend routes are public (spec 2); their data is personal, so without a session they ask to sign in. */
export function SignInFirst() {
  const { t } = useLingui();
  const location = useLocation();
  return (
    <StateView
      kind="info"
      title={t`Sign in to see your trends`}
      action={<Link to="/login" search={{ redirect: location.href }} className={styles.signIn}>{t`Sign in`}</Link>}
    />
  );
}
