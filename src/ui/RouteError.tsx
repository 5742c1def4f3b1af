import type { ErrorComponentProps } from '@tanstack/react-router';
import { LoadFailed } from './LoadFailed.tsx';

/** A screen whose code or data failed to load: "loading failed, try later" with a retry (spec 8). */
export function RouteError({ reset }: ErrorComponentProps) {
  return <LoadFailed onRetry={reset} />;
}
