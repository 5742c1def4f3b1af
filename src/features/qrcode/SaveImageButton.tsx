import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { SAVE_REFUSED } from './messages.ts';
import { SaveRefusedError, saveImage, type SaveOutcome } from './save-image.ts';
import styles from './ReportImageDialog.module.css';

export type SaveImageButtonProps = { blob: Blob; fileName: string };

type Saved = SaveOutcome | 'refused' | 'failed' | null;

/** "Save image": the share sheet on a phone, a download elsewhere; a refusal gets spec 8's message. */
export function SaveImageButton({ blob, fileName }: SaveImageButtonProps) {
  const { t, i18n } = useLingui();
  const [saved, setSaved] = useState<Saved>(null);
  const [busy, setBusy] = useState(false);

  const onSave = async () => {
    setSaved(null);
    setBusy(true);
    try {
      setSaved(await saveImage(blob, fileName));
    } catch (error) {
      setSaved(error instanceof SaveRefusedError ? 'refused' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.save}>
      <Button onClick={() => void onSave()} busy={busy}>{t`Save image`}</Button>
      {saved === 'refused' || saved === 'failed' ? (
        <p className={styles.problem} role="alert">
          {i18n._(SAVE_REFUSED)}
        </p>
      ) : (
        <p className={styles.done} role="status">
          {saved === 'downloaded' ? t`The image was downloaded` : saved === 'shared' ? t`Image shared` : ''}
        </p>
      )}
    </div>
  );
}
