import { useId, useRef, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { warmTurntable } from './mount-scene.ts';
import { FileSceneStatus, turnByKey, useFileScene } from './useFileScene.tsx';
import styles from './AvatarViewer.module.css';

export type AvatarViewerProps = { meshUrl: string };

// The worker that will draw it starts loading with this code (the viewer's chunk loads when it is about to show).
warmTurntable();

const avatarScene = (glb: ArrayBuffer) => ({ kind: 'avatar', glb }) as const;

/** The 3D avatar from the scanner's mesh (kept on the device for offline use), turned by dragging, swiping or the arrow keys. */
export default function AvatarViewer({ meshUrl }: AvatarViewerProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const { state, controller } = useFileScene(host, 'avatar', meshUrl, avatarScene);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    turnByKey(controller.current, event);
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
      <FileSceneStatus state={state} />
    </div>
  );
}
