import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchPersonalFile, FileMissingError } from '#src/lib/file-cache.ts';
import { mountScene, type SceneOptions, type TurntableController } from './mount-scene.ts';
import type { TurntableScene } from './scene-kinds.ts';
import { viewerOptions } from './viewer-options.ts';
import { poseAfterKey } from './spine-layout.ts';
import styles from './AvatarViewer.module.css';

/** What a viewer's file is kept under on the device (with its address). */
const CACHE_KEY = { avatar: 'mesh', change: 'change', timelapse: 'timelapse' } as const;

export type FileSceneState = 'loading' | 'ready' | 'failed' | 'missing' | 'no-webgl';

/**
 * A scene drawn from a personal file (a body, a change between two scans): fetched once and kept on the device for
 * offline use (file-cache.ts, keyed by its address), then mounted into `host`. `sceneOf` makes the scene from the
 * file's bytes (read when the file arrives); `options` adds to what every viewer asks (viewer-options.ts).
 */
export function useFileScene(
  host: RefObject<HTMLDivElement | null>,
  name: 'avatar' | 'change' | 'timelapse',
  url: string,
  sceneOf: (bytes: ArrayBuffer) => TurntableScene,
  options: Pick<SceneOptions, 'onPick'> = {},
): { state: FileSceneState; controller: RefObject<TurntableController | null> } {
  const controller = useRef<TurntableController | null>(null);
  const [state, setState] = useState<FileSceneState>('loading');
  // The latest scene maker and options, read when the file arrives (the effect runs again only for another file).
  const latest = useRef({ sceneOf, options });
  latest.current = { sceneOf, options };

  useEffect(() => {
    let mounted: TurntableController | null = null;
    let cancelled = false;
    setState('loading');
    fetchPersonalFile(`${CACHE_KEY[name]}:${url}`, url)
      .then((bytes) => {
        if (cancelled || !host.current) return;
        mounted = controller.current = mountScene(host.current, latest.current.sceneOf(bytes), {
          ...viewerOptions(name, () => setState('ready')),
          onContextLost: () => setState('no-webgl'),
          onFailed: () => !cancelled && setState('failed'),
          onPick: (found) => !cancelled && latest.current.options.onPick?.(found),
        });
      })
      .catch((err: unknown) => !cancelled && setState(err instanceof FileMissingError ? 'missing' : 'failed'));
    return () => {
      cancelled = true;
      controller.current = null;
      mounted?.dispose();
    };
  }, [host, name, url]);

  return { state, controller };
}

/** What a file's scene says over its stage while it is not on screen. */
export function FileSceneStatus({ state }: { state: FileSceneState }) {
  const { t } = useLingui();
  if (state === 'loading') return <p className={styles.overlay} role="status">{t`Loading the 3D model…`}</p>;
  if (state === 'ready') return null;
  const text = {
    failed: t`Model failed to load, refresh the page and try again`,
    missing: t`No model is available for this date`,
    'no-webgl': t`This device cannot show 3D graphics.`,
  }[state];
  return (
    <p className={styles.overlay} role="alert">
      {text}
    </p>
  );
}

/** The arrow keys and Home turn the scene (poseAfterKey); any other key is left to the page. */
export function turnByKey(controller: TurntableController | null, event: KeyboardEvent<HTMLElement>): void {
  const next = controller ? poseAfterKey(event.key, controller.pose()) : null;
  if (!controller || !next) return;
  event.preventDefault();
  controller.setPose(next);
}
