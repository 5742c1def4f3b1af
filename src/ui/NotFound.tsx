import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { StateView } from './StateView.tsx';
import styles from './Button.module.css';

export function NotFound() {
  const { t } = useLingui();
  return (
    <StateView
      kind="info"
      title={t`This page does not exist`}
      action={<Link to="/" className={`${styles.button} ${styles.primary}`}>{t`Go to my reports`}</Link>}
    />
  );
}
