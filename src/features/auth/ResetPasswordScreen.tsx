import { useMutation } from 'urql';
import { useRouter } from '@tanstack/react-router';
import { useLingui, Trans } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import type { AccountChannel } from '#src/graphql/errors.ts';
import { AddressCodeForm } from './AddressCodeForm.tsx';
import { VerifyResetCode } from './documents.ts';
import { completeSignIn } from './sign-in.ts';
import { startResetWindow } from './reset-window.ts';
import styles from './LoginScreen.module.css';

/** Forgot password: a code to the account's phone or e-mail opens a session that may set a new password. */
export function ResetPasswordScreen() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [, verify] = useMutation(VerifyResetCode);

  const submit = async ({ channel, address, code }: { channel: AccountChannel; address: string; code: string }) => {
    const result = await verify({ channel, address, code });
    const payload = result.data?.verifyValidationCode;
    if (result.error) return (await import('#src/graphql/error-text.ts')).errorText(i18n, result.error, channel);
    if (!payload) return t`Login failed`;
    // The reset session is for this tab only; the person chooses "remember me" at their next sign-in.
    completeSignIn({ token: payload.token, isNew: false, user: payload.user }, false);
    startResetWindow(payload.resetWindowSeconds);
    await router.navigate({ to: '/setPassword', search: { mode: 'reset' }, replace: true });
    return undefined;
  };

  return (
    <Screen title={t`Reset password`} back backTo="/login">
      <div className={styles.layout}>
        <p className={styles.lead}>
          <Trans>
            Enter the phone number or e-mail address of your account. We send it a 4-digit code, then you choose a new password.
          </Trans>
        </p>
        <div className={styles.card}>
          <AddressCodeForm purpose="RESET_PASSWORD" submitLabel={t`Next`} onSubmit={submit} />
        </div>
      </div>
    </Screen>
  );
}
