import { createFileRoute, Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import buttonStyles from '#src/ui/Button.module.css';

export const Route = createFileRoute('/_auth/exception/repeatBinding')({
  component: RepeatBindingRoute,
});

/** The scanned code already belongs to someone else (spec 4): measure again. */
function RepeatBindingRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Scan already used`}>
      <StateView
        kind="error"
        title={t`Someone has already scanned the code, please measure again`}
        detail={t`Each measurement can be linked to one account only. Step onto the scanner again to get a new code.`}
        action={<Link to="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>{t`Go to my reports`}</Link>}
      />
    </Screen>
  );
}
