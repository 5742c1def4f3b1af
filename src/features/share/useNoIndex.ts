import { useEffect } from 'react';

/** Keeps a page out of search engines while it is shown (the server also sends X-Robots-Tag for /s/ pages). */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
