import { useEffect, useState, type ReactNode } from 'react';
import { fetchPersonalFile } from '#src/lib/file-cache.ts';
import { meshSilhouetteOffThread, silhouettePath } from '#src/features/model3d/shape-silhouette.ts';
import type { Silhouette } from '#src/features/model3d/silhouette-grid.ts';
import styles from './ShapePredictionSection.module.css';

export type MeshFiguresProps = {
  reportId: string;
  meshUrl: string;
  /** Width factor per height for the predicted body (silhouette.ts `widthScale`). */
  scale: (fraction: number) => number;
  caption: { before: string; after: string };
  /** Shown until the mesh's outline is ready, and instead of it when it can't be made. */
  fallback: ReactNode;
};

const SIZE = { width: 180, height: 360 };

/**
 * Today's body and the predicted one, outlined from the person's own 3D mesh (kept on the device for offline use) as
 * SVG paths: markup, redrawn at once as the target moves, and never a late image the page waits on.
 */
export default function MeshFigures({ reportId, meshUrl, scale, caption, fallback }: MeshFiguresProps) {
  const [silhouette, setSilhouette] = useState<Silhouette | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchPersonalFile(`mesh:${meshUrl}`, meshUrl)
      // A copy: the cached bytes stay the file cache's, the copy goes to the worker.
      .then((bytes) => meshSilhouetteOffThread(bytes.slice(0), SIZE))
      .then((made) => !cancelled && setSilhouette(made))
      .catch(() => undefined); // no mesh or a broken one: the outlines stay
    return () => {
      cancelled = true;
    };
  }, [reportId, meshUrl]);

  if (!silhouette) return <>{fallback}</>;
  return (
    <div className={styles.figures} aria-hidden="true" data-figures="mesh">
      {[
        { path: silhouettePath(silhouette), label: caption.before, key: 'before' },
        { path: silhouettePath(silhouette, scale), label: caption.after, key: 'after' },
      ].map((figure) => (
        <figure key={figure.key} className={styles.figure}>
          <svg
            viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
            className={figure.key === 'after' ? styles.after : styles.before}
            focusable="false"
            shapeRendering="crispEdges"
            data-figure={figure.key}
          >
            <path d={figure.path} />
          </svg>
          <figcaption>{figure.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}
