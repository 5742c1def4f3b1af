// A part of a screen whose code loads on demand (the 3D viewers, the trend chart, the sign-in extras): if its code
// fails to load, or takes over 120 s (spec 8, 9), that part says "loading failed, try later" in its own place, and
// the rest of the screen (its header, tabs and the data already shown) stays readable.
import { Component, createElement, lazy, use, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { withLoadTimeout } from '../lib/load-timeout.ts';
import { LoadFailed } from './LoadFailed.tsx';

/** The code of a lazy part did not arrive: a failed or timed-out load, not a fault in the part itself. */
export class PartLoadError extends Error {}

type BoundaryState = { error: unknown };

/** Shows LoadFailed in place of a part whose code did not arrive; any other error goes on to the screen's error view. */
export class PartBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PartLoadError)) throw error;
    // A part sits inside a section or figure with its own heading.
    return <LoadFailed level={3} />;
  }
}

let drawnPending = 0;

/**
 * The server's render (src/ssr/entry-server.tsx): how many lazy parts the last render left to the browser (their
 * code never loads on the server, so React marks their Suspense boundary for the client to render), counted from 0
 * again by each call. Any other boundary so marked had a part that threw.
 */
export function lazyPartsLeft(): number {
  const left = drawnPending;
  drawnPending = 0;
  return left;
}

/** React.lazy with the load timeout and its own boundary; the caller's Suspense fallback shows while it loads. */
// `any` as in React.lazy's own signature: a component type of any props, whose props the caller then checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const Part = lazy(() =>
    withLoadTimeout(load()).catch((cause: unknown) => {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer-facing error; the part shows LoadFailed
      throw new PartLoadError('a part of the screen failed to load', { cause });
    }),
  );
  function LazyPart(props: ComponentProps<T>) {
    if (import.meta.env.SSR) {
      // The server never loads a part's code: its caller's fallback is drawn and React marks the boundary for the
      // browser (`<!--$!-->`). Rendering `Part` here would load the code on the server, and from then on every page
      // would carry the part's markup without its stylesheet, which comes with the code: a jump when it came.
      drawnPending += 1;
      // A new promise each time, never settled: React's renderer keeps its callbacks on the promise, so one shared
      // promise would keep every render (its data included) for the life of the server.
      use(new Promise<never>(() => {}));
    }
    return <PartBoundary>{createElement(Part, props)}</PartBoundary>;
  }
  return LazyPart;
}
