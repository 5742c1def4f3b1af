import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { mountScene, warmTurntable, type TurntableController } from './mount-scene.ts';
import { poseAfterKey, VIEW_ORDER, type SpineView, type VertebraInput } from './spine-layout.ts';
import { viewerOptions } from './viewer-options.ts';
import styles from './SpineViewer.module.css';

const VIEW_NAMES = {
  FRONT: msg({ message: 'Front', context: 'spine view' }),
  RIGHT: msg({ message: 'Right', context: 'spine view' }),
  BACK: msg({ message: 'Back', context: 'spine view' }),
  LEFT: msg({ message: 'Left', context: 'spine view' }),
} satisfies Record<SpineView, MessageDescriptor>;

const VIEW_LABELS = {
  FRONT: msg`3D model of your spine, seen from the front`,
  RIGHT: msg`3D model of your spine, seen from the right side`,
  BACK: msg`3D model of your spine, seen from the back`,
  LEFT: msg`3D model of your spine, seen from the left side`,
} satisfies Record<SpineView, MessageDescriptor>;

// The worker that will draw it starts loading with this code (the viewer's chunk loads when it is about to show).
warmTurntable();

export type SpineViewerProps = {
  vertebrae: readonly VertebraInput[];
  /** The 2D figure, shown until the first 3D frame and instead of it where WebGL is unavailable. */
  fallback: ReactNode;
  /** Id of the text that states the levels (the regions list), added to the canvas's description. */
  describedBy?: string;
};

/** The spine in 3D, turned by dragging, by the view buttons or by the arrow keys; drawn in a worker where it can be. */
export default function SpineViewer({ vertebrae, fallback, describedBy }: SpineViewerProps) {
  const { t, i18n } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const controller = useRef<TurntableController | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'no-webgl' | 'failed'>('loading');
  const [view, setView] = useState<SpineView>('FRONT');
  const hintId = useId();
  // The scene is rebuilt only when the measurement itself changes, not when a query hands over equal data.
  const signature = JSON.stringify(vertebrae);
  const spine = useMemo(() => JSON.parse(signature) as VertebraInput[], [signature]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const mounted = mountScene(
      element,
      { kind: 'spine', vertebrae: spine },
      {
        ...viewerOptions('spine', () => setState('ready')),
        onViewChange: setView,
        onContextLost: () => setState('no-webgl'),
        onFailed: () => setState('failed'),
      },
    );
    controller.current = mounted;
    return () => {
      controller.current = null;
      mounted.dispose();
      setView('FRONT');
    };
  }, [spine]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = controller.current;
    const next = current ? poseAfterKey(event.key, current.pose()) : null;
    if (!current || !next) return;
    event.preventDefault();
    current.setPose(next);
  };

  const ready = state === 'ready';
  // Without WebGL, or without the 3D code (offline, never loaded), the 2D spine stays.
  const threeD = state !== 'no-webgl' && state !== 'failed';
  return (
    <div className={styles.viewer} data-state={state}>
      <div className={styles.stage}>
        <div
          ref={host}
          className={styles.canvas}
          role="img"
          tabIndex={threeD ? 0 : undefined}
          aria-label={threeD ? i18n._(VIEW_LABELS[view]) : t`Your spine from the side, each region in the colour of its level`}
          aria-describedby={[threeD ? hintId : '', describedBy ?? ''].join(' ').trim() || undefined}
          data-view={view}
          onKeyDown={onKeyDown}
        />
        {ready ? null : (
          <div className={styles.fallback} aria-hidden="true">
            {fallback}
          </div>
        )}
        {threeD ? (
          <p className={styles.hint} id={hintId}>
            {t`Drag to turn the spine, or choose a view.`}
            <span className="visually-hidden">
              {' '}
              {t`The left and right arrow keys turn it by 15 degrees; Home turns it back to the front.`}
            </span>
          </p>
        ) : null}
      </div>
      {threeD ? (
        <div className={styles.views} role="group" aria-label={t`Spine view`}>
          {VIEW_ORDER.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.view}
              aria-pressed={ready && option === view}
              disabled={!ready}
              onClick={() => controller.current?.showView(option)}
            >
              {i18n._(VIEW_NAMES[option])}
            </button>
          ))}
        </div>
      ) : (
        <p className={styles.note} role="note">
          {state === 'failed'
            ? t`Loading failed, please try later`
            : t`This device cannot show 3D graphics, so the spine is drawn from the side.`}
        </p>
      )}
    </div>
  );
}
