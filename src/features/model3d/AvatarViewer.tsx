import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchPersonalFile, FileMissingError } from '#src/lib/file-cache.ts';
import { mountScene, warmTurntable, type TurntableController } from './mount-scene.ts';
import { poseAfterKey } from './spine-layout.ts';
import { viewerOptions } from './viewer-options.ts';
import styles from './AvatarViewer.module.css';

export type AvatarViewerProps = { reportId: string; meshUrl: string };

// The worker that will draw it starts loading with this code (the viewer's chunk loads when it is about to show).
warmTurntable();

/** The 3D avatar from the scanner's mesh (kept on the device for offline use), turned by dragging, swiping or the arrow keys. */
export default function AvatarViewer({ reportId, meshUrl }: AvatarViewerProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const controller = useRef<TurntableController | null>(null);
  const hintId = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'missing' | 'no-webgl'>('loading');

  useEffect(() => {
    let mounted: TurntableController | null = null;
    let cancelled = false;
    setState('loading');
    fetchPersonalFile(`mesh:${meshUrl}`, meshUrl)
      .then((bytes) => {
        if (cancelled || !host.current) return;
        const made = mountScene(
          host.current,
          { kind: 'avatar', glb: bytes },
          {
            ...viewerOptions('avatar', () => setState('ready')),
            onContextLost: () => setState('no-webgl'),
            onFailed: () => !cancelled && setState('failed'),
          },
        );
        mounted = made;
        controller.current = made;
      })
      .catch((err: unknown) => !cancelled && setState(err instanceof FileMissingError ? 'missing' : 'failed'));
    return () => {
      cancelled = true;
      controller.current = null;
      mounted?.dispose();
    };
  }, [reportId, meshUrl]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = controller.current;
    const next = current ? poseAfterKey(event.key, current.pose()) : null;
    if (!current || !next) return;
    event.preventDefault();
    current.setPose(next);
  };

  const ready = state === 'ready';
  return (
    <div className={styles.viewer}>
      <div
        ref={host}
        className={styles.canvas}
        role="img"
        tabIndex={ready ? 0 : undefined}
        aria-label={t`Your 3D body model`}
        aria-describedby={ready ? hintId : undefined}
        data-state={state}
        onKeyDown={onKeyDown}
      />
      {ready ? (
        <p
          id={hintId}
          className="visually-hidden"
        >{t`The left and right arrow keys turn it by 15 degrees; Home turns it back to the front.`}</p>
      ) : null}
      {state === 'loading' ? <p className={styles.overlay} role="status">{t`Loading the 3D model…`}</p> : null}
      {state === 'failed' ? <p className={styles.overlay} role="alert">{t`Model failed to load, refresh the page and try again`}</p> : null}
      {state === 'missing' ? <p className={styles.overlay} role="alert">{t`No model is available for this date`}</p> : null}
      {state === 'no-webgl' ? <p className={styles.overlay} role="alert">{t`This device cannot show 3D graphics.`}</p> : null}
    </div>
  );
}
