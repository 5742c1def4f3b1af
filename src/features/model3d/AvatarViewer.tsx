import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchPersonalFile } from '../files/file-cache.ts';
import { mountAvatar } from './scene.ts';
import styles from './AvatarViewer.module.css';

export type AvatarViewerProps = { reportId: string; meshUrl: string };

/** The 3D avatar from the scanner's mesh, turned by swiping or dragging. */
export default function AvatarViewer({ reportId, meshUrl }: AvatarViewerProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'no-webgl'>('loading');

  useEffect(() => {
    let dispose: (() => void) | undefined;
    let cancelled = false;
    setState('loading');
    fetchPersonalFile(`mesh:${reportId}`, meshUrl)
      .then(async (bytes) => {
        if (cancelled || !host.current) return;
        const mounted = await mountAvatar(host.current, bytes);
        if (cancelled) return mounted?.();
        dispose = mounted ?? undefined;
        setState(mounted ? 'ready' : 'no-webgl');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [reportId, meshUrl]);

  return (
    <div className={styles.viewer}>
      <div ref={host} className={styles.canvas} role="img" aria-label={t`Your 3D body model`} data-state={state} />
      {state === 'loading' ? <p className={styles.overlay} role="status">{t`Loading the 3D model…`}</p> : null}
      {state === 'failed' ? <p className={styles.overlay} role="alert">{t`Model failed to load, refresh the page and try again`}</p> : null}
      {state === 'no-webgl' ? <p className={styles.overlay} role="alert">{t`This device cannot show 3D graphics.`}</p> : null}
    </div>
  );
}
