import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Spinner } from '#src/ui/Spinner.tsx';
import { formatLocalDateTime } from './local-time.ts';
import styles from './ShareDialog.module.css';

type Link = { id: string; createdAt: string; expiresAt: string };

export type ShareLinkListProps = {
  links: readonly Link[];
  loading: boolean;
  failed: boolean;
  /** Offline: withdrawing needs the server. */
  disabled: boolean;
  /** Resolves true once the link is withdrawn. */
  onWithdraw: (id: string) => Promise<boolean>;
};

/** The report's live links, newest first, each with a Withdraw button that asks first. */
export function ShareLinkList({ links, loading, failed, disabled, onWithdraw }: ShareLinkListProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    await onWithdraw(asking);
    setBusy(false);
    setAsking(null);
  };

  return (
    <section className={styles.links} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.linksTitle}>{t`Active links`}</h3>
      {loading ? (
        <Spinner size={24} />
      ) : failed ? (
        <p className={styles.muted}>{t`The list of links could not be loaded.`}</p>
      ) : links.length === 0 ? (
        <p className={styles.muted}>{t`No active links.`}</p>
      ) : (
        <ul className={styles.list}>
          {links.map((link) => {
            const created = formatLocalDateTime(link.createdAt, i18n.locale);
            const expires = formatLocalDateTime(link.expiresAt, i18n.locale);
            return (
              <li key={link.id} className={styles.item}>
                <div className={styles.itemText}>
                  <span>{t`Expires ${expires}`}</span>
                  <span className={styles.muted}>{t`Created ${created}`}</span>
                </div>
                <button
                  type="button"
                  className={styles.withdraw}
                  disabled={disabled}
                  onClick={() => setAsking(link.id)}
                  aria-label={t`Withdraw the link created ${created}`}
                >
                  {t`Withdraw`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t`Withdraw this link?`}
        confirmLabel={t`Withdraw`}
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>{t`Anyone who opens it will see that it was withdrawn, and nothing of the report. This can't be undone.`}</p>
      </ConfirmDialog>
    </section>
  );
}
