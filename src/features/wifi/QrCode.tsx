import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '#src/ui/Spinner.tsx';
import { QUIET_ZONE, crispSize, qrMatrix, qrSvgPath, type QrMatrix } from './qr.ts';
import styles from './Wifi.module.css';

export type QrCodeProps = {
  text: string;
  /** The text alternative, read out instead of the picture. */
  label: string;
  /** The side of the square it may fill, in CSS pixels. */
  space: number;
};

/** A QR code as large as `space` allows: black on white, with its quiet zone, each module whole device pixels. */
export function QrCode({ text, label, space }: QrCodeProps) {
  const { t } = useLingui();
  const [matrix, setMatrix] = useState<QrMatrix | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    qrMatrix(text).then(
      (next) => live && setMatrix(next),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [text]);

  if (failed) return <p className={styles.note} role="alert">{t`The QR code could not be made. Go back and try again.`}</p>;
  const total = matrix ? matrix.size + 2 * QUIET_ZONE : 0;
  const size = matrix && space > 0 ? crispSize(space, total, window.devicePixelRatio) : 0;
  if (!matrix || size === 0) {
    return (
      <div className={styles.placeholder} style={{ inlineSize: space, blockSize: space }}>
        <Spinner size={36} label={t`Making the QR code…`} />
      </div>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      className={styles.code}
      viewBox={`0 0 ${total} ${total}`}
      width={size}
      height={size}
      data-modules={matrix.size}
    >
      <rect width={total} height={total} fill="#fff" />
      <path d={qrSvgPath(matrix)} fill="#000" />
    </svg>
  );
}
