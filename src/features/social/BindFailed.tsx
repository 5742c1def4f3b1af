import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { failureMessage } from './messages.ts';
import { SignInWaysOn } from './SocialExpired.tsx';
import { arrivedError, settleArrived } from './social-token.ts';
import styles from './SocialScreens.module.css';

export type BindFailedProps = { reason?: string | undefined };

/** The social sign-in or binding failed: say why (from the callback's fragment) and offer ways on. */
export function BindFailed({ reason }: BindFailedProps) {
  const { t, i18n } = useLingui();
  const [error] = useState(() => {
    const arrived = arrivedError();
    settleArrived();
    return arrived ?? reason ?? null;
  });
  return (
    <Screen title={t`Binding failed`} back backTo="/login">
      <div className={styles.layout}>
        <StateView
          kind="error"
          title={failureMessage(i18n, error)}
          detail={t`Nothing was changed. You can try again, or sign in another way.`}
          action={<SignInWaysOn />}
        />
      </div>
    </Screen>
  );
}
