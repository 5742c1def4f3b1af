// A metric's name on a report opens its trend for the report's scanner model (S30 and M30 measure differently, so one
// line never mixes them). On a shared or printed report the name is plain text: the trends there would be the
// reader's own, not the report's.
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { DeviceType } from '#src/lib/storage.ts';

export const TrendModelContext = createContext<DeviceType | null>(null);

type TrendLinkProps = {
  to: '/body/trend' | '/girth/trend';
  metric: string;
  label: string;
  className: string | undefined;
  linkClassName: string | undefined;
  children: ReactNode;
};

/** The name of a metric: a link to its trend on one's own report, text elsewhere. */
export function TrendLink({ to, metric, label, className, linkClassName, children }: TrendLinkProps) {
  const model = useContext(TrendModelContext);
  if (!model) return <span className={className}>{children}</span>;
  return (
    <Link
      to={to}
      search={{ key: metric, range: '6m', model } as never}
      className={[className, linkClassName].filter(Boolean).join(' ')}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
