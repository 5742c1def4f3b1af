import { useId, useState } from 'react';
import { useMutation } from 'urql';
import { useRouter } from '@tanstack/react-router';
import { useLingui, Plural, Trans } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { ERROR_MESSAGES, errorCode } from '#src/graphql/errors.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { session } from '#src/lib/session.ts';
import { DeleteAccount } from './documents.ts';
import styles from './Personal.module.css';

/** The word the server asks for; not translated, like a command. */
const CONFIRM_WORD = 'DELETE';

export type DeleteAccountSectionProps = { reportCount: number; socialLinkCount: number; address: string };

/** Delete my account (GDPR art. 17): the dialog names what goes, and asks for the word DELETE. */
export function DeleteAccountSection({ reportCount, socialLinkCount, address }: DeleteAccountSectionProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const online = useOnline();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [{ fetching }, remove] = useMutation(DeleteAccount);
  const word = CONFIRM_WORD;

  const close = () => {
    setOpen(false);
    setTyped('');
    setError(undefined);
  };

  const confirm = async () => {
    if (typed.trim() !== CONFIRM_WORD) return;
    const result = await remove({ confirm: CONFIRM_WORD });
    if (result.error || !result.data?.deleteAccount) {
      setError(result.error ? i18n._(ERROR_MESSAGES[errorCode(result.error)]) : t`Something went wrong on our side, please try later`);
      return;
    }
    await session.signOut();
    await router.navigate({ to: '/login', search: {}, replace: true });
  };

  return (
    <section className={styles.section} aria-labelledby="delete-heading">
      <h2 id="delete-heading" className={styles.heading}>{t`Delete account`}</h2>
      <div className={styles.card}>
        <p className={styles.text}>{t`Deleting your account removes your reports and your profile for good. It can't be undone.`}</p>
        <Button variant="secondary" className={styles.dangerButton} disabled={!online} onClick={() => setOpen(true)}>
          {t`Delete my account`}
        </Button>
        {!online ? <p className={styles.note}>{t`You're offline. This needs a connection.`}</p> : null}
      </div>
      <ConfirmDialog
        open={open}
        title={t`Delete your account?`}
        confirmLabel={t`Delete for good`}
        danger
        busy={fetching}
        confirmDisabled={typed.trim() !== CONFIRM_WORD || !online}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <p>
          <Trans>This deletes, for good and at once:</Trans>
        </p>
        <ul className={styles.list}>
          <li>
            <Plural value={reportCount} _0="No reports yet" one="# report with its 3D model" other="# reports with their 3D models" />
          </li>
          <li>
            <Plural value={socialLinkCount} _0="No linked social accounts" one="# linked social account" other="# linked social accounts" />
          </li>
          <li>{t`Your profile: name, sex, height, age, units and language`}</li>
          <li>
            <Trans>
              Your sign-in: <bdi>{address}</bdi>, your password and every signed-in device
            </Trans>
          </li>
        </ul>
        <label htmlFor={inputId} className={styles.label}>
          <Trans>
            Type <strong dir="ltr">{word}</strong> to confirm
          </Trans>
        </label>
        <input
          id={inputId}
          className={styles.input}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {error ? (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
