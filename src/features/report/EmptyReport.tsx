import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import type { DeviceType } from '#src/lib/storage.ts';
import buttonStyles from '#src/ui/Button.module.css';

export type EmptyReportProps = { model: DeviceType | null };

/**
 * The empty-report screen in its three variants (spec 2): generic when no product model is known, and one for
 * each model, which also offers the other model's reports.
 */
export function EmptyReport({ model }: EmptyReportProps) {
  const { t } = useLingui();
  const detail =
    model === 'S30'
      ? t`Step onto an S30 scanner and scan the code it shows to get your first report.`
      : model === 'M30'
        ? t`Step onto an M30 scanner and scan the code it shows to get your first report.`
        : t`Scan the code shown on a Contour scanner after your measurement to get your first report.`;
  return (
    <StateView
      kind="empty"
      title={model === 'S30' ? t`No S30 report yet` : model === 'M30' ? t`No M30 report yet` : t`You don't have any report yet`}
      detail={detail}
      action={
        model ? (
          <Link to="/productModel" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
            {t`Switch product report`}
          </Link>
        ) : null
      }
    />
  );
}
