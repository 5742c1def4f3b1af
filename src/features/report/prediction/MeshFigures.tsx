import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fetchPersonalFile } from '#src/lib/file-cache.ts';
import { createShapeRenderer, type ShapeRenderer } from '#src/features/model3d/shape-render.ts';
import styles from './ShapePredictionSection.module.css';

export type MeshFiguresProps = {
  reportId: string;
  meshUrl: string;
  /** Width factor per height for the predicted body (silhouette.ts `widthScale`). */
  scale: (fraction: number) => number;
  caption: { before: string; after: string };
  /** Shown until the mesh pictures are ready, and instead of them when they can't be made. */
  fallback: ReactNode;
};

const SIZE = { width: 180, height: 360 };
/** The slider moves in small steps: the predicted picture is redrawn once it rests for this long. */
const SETTLE_MS = 120;

/** Today's body and the predicted one, drawn from the person's own 3D mesh (kept on the device for offline use). */
export default function MeshFigures({ reportId, meshUrl, scale, caption, fallback }: MeshFiguresProps) {
  const renderer = useRef<ShapeRenderer | null>(null);
  const [before, setBefore] = useState<string | null>(null);
  const [after, setAfter] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchPersonalFile(`mesh:${reportId}`, meshUrl)
      .then((bytes) => createShapeRenderer(bytes, SIZE))
      .then((made) => {
        if (cancelled) return made?.dispose();
        if (!made) return;
        renderer.current = made;
        setBefore(made.draw(() => 1));
        setReady(true);
      })
      .catch(() => undefined); // no mesh or a broken one: the outlines stay
    return () => {
      cancelled = true;
      renderer.current?.dispose();
      renderer.current = null;
    };
  }, [reportId, meshUrl]);

  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => setAfter(renderer.current?.draw(scale) ?? null), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [ready, scale]);

  if (!before || !after) return <>{fallback}</>;
  return (
    <div className={styles.figures} aria-hidden="true" data-figures="mesh">
      {[
        { src: before, label: caption.before, key: 'before' },
        { src: after, label: caption.after, key: 'after' },
      ].map((figure) => (
        <figure key={figure.key} className={styles.figure}>
          <img src={figure.src} alt="" width={SIZE.width} height={SIZE.height} data-figure={figure.key} />
          <figcaption>{figure.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}
