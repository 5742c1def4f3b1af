import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from './Screen.tsx';
import { StateView } from './StateView.tsx';
import buttonStyles from './Button.module.css';

export type ComingSoonProps = { title: string; backTo?: '/' | '/login' };

/** A screen whose feature arrives in a later release: its title, a plain word, and a way back. */
export function ComingSoon({ title, backTo = '/' }: ComingSoonProps) {
  const { t } = useLingui();
  return (
    <Screen title={title} back backTo={backTo}>
      <StateView
        kind="info"
        title={title}
        detail={t`This part of Contour is on its way in an upcoming update. Your reports and data are safe.`}
        action={
          <Link to={backTo} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
            {backTo === '/login' ? t`Back to sign in` : t`Back to my reports`}
          </Link>
        }
      />
    </Screen>
  );
}
