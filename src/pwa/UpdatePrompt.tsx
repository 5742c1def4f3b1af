import { useLingui } from '@lingui/react/macro';
import styles from './UpdatePrompt.module.css';

export type UpdatePromptProps = { onReload: () => void; onDismiss: () => void };

export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const { t } = useLingui();
  return (
    <div className={styles.prompt} role="alertdialog" aria-label={t`Update available`}>
      <p>{t`A new version of Contour is ready.`}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onDismiss}>{t`Later`}</button>
        <button type="button" className={styles.primary} onClick={onReload}>{t`Reload`}</button>
      </div>
    </div>
  );
}
