import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { Link, useRouter } from '@tanstack/react-router';
import { useLingui, Trans } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { Button } from '#src/ui/Button.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { KEYS, clearRegisterInfo, readSessionJson, writeSessionJson } from '#src/lib/storage.ts';
import { unitStore } from '#src/lib/unit-store.ts';
import { ERROR_MESSAGES, errorCode } from '#src/graphql/errors.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { Register } from '../auth/documents.ts';
import { DraftSchema, checkDraft, emptyDraft, nameMessage, withUnit, type Draft, type DraftErrors } from './draft.ts';
import { ProfileFields } from './ProfileFields.tsx';
import { UnitChoice } from './UnitChoice.tsx';
import buttonStyles from '#src/ui/Button.module.css';
import styles from './Profile.module.css';

export type RegisterScreenProps = { redirectTo: string; signedIn: boolean };

/**
 * The registration form after the first code sign-in (spec 2, 5): name (optional), sex, height, age, units
 * and the privacy-policy box. The typed values survive a visit to the policy or rules text (registerInfo).
 */
export function RegisterScreen({ redirectTo, signedIn }: RegisterScreenProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const online = useOnline();
  const [draft, setDraft] = useState<Draft>(() => readSessionJson(KEYS.registerInfo, DraftSchema) ?? emptyDraft(unitStore.get()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string>();
  const [{ fetching }, register] = useMutation(Register);

  if (!signedIn) {
    return (
      <Screen title={t`Registration`} back backTo="/login">
        <StateView
          kind="info"
          title={t`Sign in first`}
          detail={t`Your account is created when you sign in with a verification code. The registration form follows.`}
          action={<Link to="/login" search={{}} className={`${buttonStyles.button} ${buttonStyles.primary}`}>{t`Go to sign in`}</Link>}
        />
      </Screen>
    );
  }

  const change = (next: Draft) => {
    setDraft(next);
    writeSessionJson(KEYS.registerInfo, next);
    setFormError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(i18n, draft, true);
    setErrors(checked.errors);
    if (!checked.values) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.scrollIntoView({ block: 'center' }),
      );
      return;
    }
    const result = await register({
      input: { ...checked.values, unitSystem: draft.unit === 'imperial' ? 'IMPERIAL' : 'METRIC', agreed: draft.agreed },
    });
    if (result.error || !result.data) {
      const code = result.error ? errorCode(result.error) : 'INTERNAL';
      const message = i18n._(ERROR_MESSAGES[code]);
      if (code === 'INVALID_HEIGHT') setErrors({ height: message });
      else if (code === 'INVALID_AGE') setErrors({ age: message });
      else if (code === 'INVALID_NAME') setErrors({ name: nameMessage(i18n, result.error?.graphQLErrors[0]?.extensions['issue']) });
      else if (code === 'POLICY_NOT_AGREED') setErrors({ agreed: message });
      else setFormError(code === 'INTERNAL' || code === 'BAD_INPUT' ? t`Registration error, please try again` : message);
      return;
    }
    unitStore.set(draft.unit);
    clearRegisterInfo();
    await router.navigate({ to: '/setPassword', search: { from: 'register', redirect: redirectTo }, replace: true });
  };

  return (
    <Screen title={t`Registration`}>
      <form onSubmit={submit} noValidate className={styles.form}>
        <p className={styles.intro}>
          <Trans>Tell us a little about you. The report's standard ranges use your sex, height and age.</Trans>
        </p>
        <div className={styles.card}>
          <UnitChoice value={draft.unit} onChange={(unit) => change(withUnit(draft, unit))} />
          <ProfileFields draft={draft} errors={errors} onChange={change} />
          <div>
            <label className={styles.check}>
              <input
                type="checkbox"
                name="agreed"
                checked={draft.agreed}
                aria-invalid={errors.agreed ? true : undefined}
                aria-describedby={errors.agreed ? 'agreed-error' : undefined}
                onChange={(event) => change({ ...draft, agreed: event.target.checked })}
              />
              <span>
                <Trans>
                  I have read and agree to the <Link to="/about/secret">privacy policy</Link> and the <Link to="/about/rule">rules</Link>.
                </Trans>
              </span>
            </label>
            {errors.agreed ? (
              <p id="agreed-error" className={styles.error} role="alert">
                {errors.agreed}
              </p>
            ) : null}
          </div>
        </div>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        {!online ? <p className={styles.offline} role="status">{t`You're offline. This needs a connection.`}</p> : null}
        <Button type="submit" busy={fetching} disabled={!online}>{t`Submit`}</Button>
      </form>
    </Screen>
  );
}
