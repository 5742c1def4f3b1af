import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { Button } from '#src/ui/Button.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { hashPassword, passwordIssue } from '#src/lib/password.ts';
import { ERROR_MESSAGES, errorCode } from '#src/graphql/errors.ts';
import { errorText } from '#src/graphql/error-text.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { session } from '#src/lib/session.ts';
import { PasswordStatus, SetPassword } from './documents.ts';
import { PasswordField } from './PasswordField.tsx';
import { PASSWORD_ISSUE_MESSAGES, PASSWORD_RULE } from './password-messages.ts';
import { endResetWindow, inResetWindow } from './reset-window.ts';
import buttonStyles from '#src/ui/Button.module.css';
import styles from '../profile/Profile.module.css';

export type SetPasswordScreenProps = {
  /** 'register': the step after registration, skippable. */
  from?: 'register' | undefined;
  /** 'reset': after a reset code; the old password is not asked while the reset window lasts. */
  mode?: 'reset' | undefined;
  redirectTo: string;
};

type Errors = Partial<Record<'old' | 'next' | 'confirm', string>>;

/** Set or change the password (spec 2, 5): new and confirmation, the old one when a password exists. */
export function SetPasswordScreen({ from, mode, redirectTo }: SetPasswordScreenProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const online = useOnline();
  const signedIn = session.isSignedIn();
  const [{ data, fetching, error }, refetch] = useQuery({ query: PasswordStatus, pause: !signedIn });
  const [, setPassword] = useMutation(SetPassword);
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'set' | 'changed' | null>(null);

  const passwordSet = data?.me.passwordSet ?? false;
  const needsOld = passwordSet && !(mode === 'reset' && inResetWindow());
  const title = passwordSet ? t`Change password` : t`Set password`;

  const leave = () => {
    if (from === 'register' || mode === 'reset') router.history.replace(redirectTo);
    else if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/personal' });
  };

  // The success message stays a moment, then the person goes back where they were.
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(leave, 1800);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- leave once per success
  }, [done]);

  if (!signedIn) {
    return (
      <Screen title={t`Set password`} back backTo="/login">
        <StateView
          kind="info"
          title={t`Sign in first`}
          detail={t`Sign in with a verification code, then set your password. Forgot it? Reset it with a code.`}
          action={<Link to="/login" search={{}} className={`${buttonStyles.button} ${buttonStyles.primary}`}>{t`Go to sign in`}</Link>}
        />
      </Screen>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const found: Errors = {};
    if (needsOld && !old) found.old = t`Enter your current password`;
    const issue = passwordIssue(next);
    if (issue) found.next = i18n._(PASSWORD_ISSUE_MESSAGES[issue]);
    else if (needsOld && old === next) found.next = t`New password same as old`;
    if (!issue && confirm !== next) found.confirm = t`Passwords do not match`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const [newHash, oldHash] = await Promise.all([hashPassword(next), needsOld ? hashPassword(old) : Promise.resolve(undefined)]);
      const result = await setPassword({ newPassword: newHash, oldPassword: oldHash ?? null });
      if (result.error || !result.data) {
        const code = result.error ? errorCode(result.error) : 'INTERNAL';
        if (code === 'PASSWORD_SAME') setErrors({ next: t`New password same as old` });
        else if (code === 'WRONG_PASSWORD') setErrors({ old: i18n._(ERROR_MESSAGES.WRONG_PASSWORD) });
        else setFormError(result.error ? errorText(i18n, result.error) : i18n._(ERROR_MESSAGES[code]));
        return;
      }
      endResetWindow();
      setDone(passwordSet ? 'changed' : 'set');
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (done) {
    body = (
      <StateView
        kind="info"
        title={done === 'changed' ? t`Your password has been changed` : t`Your password has been set`}
        detail={t`Other devices signed in to your account have been signed out.`}
        action={<Button onClick={leave}>{t`Continue`}</Button>}
      />
    );
  } else if (!data && fetching) {
    body = <StateView kind="loading" title={t`Loading…`} />;
  } else if (!data && error) {
    body = online ? (
      <StateView
        kind="error"
        title={t`Loading failed, please try later`}
        action={<Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
      />
    ) : (
      <StateView
        kind="offline"
        title={t`You're offline`}
        detail={t`Setting a password needs a connection. Try again when you're back online.`}
      />
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate className={styles.form}>
        <p className={styles.intro}>{i18n._(PASSWORD_RULE)}</p>
        <div className={styles.card}>
          {needsOld ? (
            <PasswordField
              label={t`Current password`}
              name="oldPassword"
              autoComplete="current-password"
              value={old}
              onChange={setOld}
              error={errors.old}
            />
          ) : null}
          <PasswordField
            label={t`New password`}
            name="newPassword"
            autoComplete="new-password"
            value={next}
            onChange={setNext}
            error={errors.next}
          />
          <PasswordField
            label={t`Confirm new password`}
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={errors.confirm}
          />
          {needsOld ? <Link to="/resetPassword" className={styles.linkAction}>{t`Forgot password?`}</Link> : null}
        </div>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        {!online ? <p className={styles.offline} role="status">{t`You're offline. This needs a connection.`}</p> : null}
        <Button type="submit" busy={busy} disabled={!online}>{t`Save password`}</Button>
        {from === 'register' ? <Button variant="secondary" onClick={leave}>{t`Skip for now`}</Button> : null}
      </form>
    );
  }

  return (
    <Screen title={title} back={from !== 'register'} backTo="/personal">
      {body}
    </Screen>
  );
}
