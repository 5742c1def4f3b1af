import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { ERROR_MESSAGES, errorCode } from '#src/graphql/errors.ts';
import { useUnit } from '#src/lib/unit-store.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { readFragment } from '#src/graphql/graphql.ts';
import { SessionUserFields } from '../auth/documents.ts';
import { checkDraft, draftFromUser, nameMessage, withUnit, type Draft, type DraftErrors, type DraftValues } from './draft.ts';
import { UpdateProfile } from './documents.ts';
import { ProfileFields } from './ProfileFields.tsx';
import styles from './Personal.module.css';

export type ProfileUser = { name: string | null; sex: 'MALE' | 'FEMALE' | null; heightCm: number | null; age: number | null };
export type ProfileSectionProps = { user: ProfileUser };

/**
 * Name, sex, height and age. A change of sex, height or age is confirmed first: the reports measured from
 * then on use the new values, so later data differs from earlier data (spec 2, 4).
 */
export function ProfileSection({ user }: ProfileSectionProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const unit = useUnit();
  const [draft, setDraft] = useState<Draft>(() => draftFromUser(user, unit));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [pending, setPending] = useState<DraftValues | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string }>();
  const [{ fetching }, update] = useMutation(UpdateProfile);
  const shown = withUnit(draft, unit);

  const bodyChanged = (values: DraftValues) => values.sex !== user.sex || values.heightCm !== user.heightCm || values.age !== user.age;
  const nameChanged = (values: DraftValues) => values.name !== (user.name ?? null);

  const save = async (values: DraftValues) => {
    const input = {
      ...(nameChanged(values) ? { name: values.name } : {}),
      ...(values.sex !== user.sex ? { sex: values.sex } : {}),
      ...(values.heightCm !== user.heightCm ? { heightCm: values.heightCm } : {}),
      ...(values.age !== user.age ? { age: values.age } : {}),
    };
    const sending = update({ input });
    setPending(null);
    // Offline, the change shows at once and waits in the offline queue until the device is back online.
    if (!navigator.onLine) setMessage({ kind: 'success', text: t`Saved on this device. It goes to your account when you're back online.` });
    const result = await sending;
    if (result.error || !result.data) {
      const code = result.error ? errorCode(result.error) : 'INTERNAL';
      const text = i18n._(ERROR_MESSAGES[code]);
      if (code === 'INVALID_HEIGHT') setErrors({ height: text });
      else if (code === 'INVALID_AGE') setErrors({ age: text });
      else if (code === 'INVALID_NAME') setErrors({ name: nameMessage(i18n, result.error?.graphQLErrors[0]?.extensions['issue']) });
      else setMessage({ kind: 'error', text });
      return;
    }
    setDraft(draftFromUser(readFragment(SessionUserFields, result.data.updateProfile), unit));
    setMessage({ kind: 'success', text: t`Your profile has been updated` });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    const checked = checkDraft(i18n, shown, false, user.name ?? null);
    setErrors(checked.errors);
    if (!checked.values) return;
    if (!bodyChanged(checked.values) && !nameChanged(checked.values)) {
      setMessage({ kind: 'success', text: t`Nothing has changed` });
      return;
    }
    if (bodyChanged(checked.values)) setPending(checked.values);
    else void save(checked.values);
  };

  return (
    <section className={styles.section} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className={styles.heading}>{t`Profile`}</h2>
      <form onSubmit={submit} noValidate className={styles.card}>
        <ProfileFields
          draft={shown}
          errors={errors}
          onChange={(next) => {
            setDraft(next);
            setMessage(undefined);
          }}
        />
        {message ? (
          <p
            className={message.kind === 'success' ? styles.success : styles.formError}
            role={message.kind === 'success' ? 'status' : 'alert'}
          >
            {message.text}
          </p>
        ) : null}
        <Button type="submit" busy={fetching && !pending && online}>{t`Save profile`}</Button>
        {!online ? <p className={styles.note}>{t`You're offline: changes are saved to your account when you're back online.`}</p> : null}
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t`Change your body data?`}
        confirmLabel={t`Change`}
        busy={fetching && online}
        onConfirm={() => pending && void save(pending)}
        onCancel={() => setPending(null)}
      >
        <p>{t`Your sex, height and age are used for the standard ranges of your reports. After this change, later data will differ from earlier data, and comparisons across the change are less meaningful.`}</p>
      </ConfirmDialog>
    </section>
  );
}
