import { useQuery } from 'urql';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { formatDateTime } from '#shared/dates.ts';
import { type DeviceType, storedDeviceType } from '#src/lib/storage.ts';
import { NotSavedOffline, useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { ProductModelsQuery } from './documents.ts';
import styles from './ProductModel.module.css';

/** Product model switch (spec 2): both scanner models with their latest report; choosing one goes to /switching. */
export function ProductModelScreen() {
  const { t, i18n } = useLingui();
  const current = storedDeviceType();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ProductModelsQuery });
  const notSaved = useNotSavedOffline({ data, fetching, error });

  if (!data) {
    if (notSaved) return <NotSavedOffline onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
    if (error) {
      return (
        <StateView
          kind="error"
          title={t`The report failed to load, please try later`}
          action={<Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
        />
      );
    }
    return fetching ? <StateView kind="loading" title={t`Loading…`} /> : null;
  }

  const models: { model: DeviceType; description: string; latest: typeof data.m30 }[] = [
    { model: 'M30', description: t`Body composition, posture, girths, shoulder function, waist, spine and pain risk.`, latest: data.m30 },
    { model: 'S30', description: t`Body composition, posture, girths, pelvis and hip shape.`, latest: data.s30 },
  ];
  return (
    <div className={styles.screen}>
      <p className={styles.lead}>{t`Choose which scanner's reports to show.`}</p>
      <ul className={styles.list}>
        {models.map(({ model, description, latest }) => {
          const when = latest ? formatDateTime(latest.measuredAt, latest.timezone, i18n.locale) : null;
          return (
            <li key={model}>
              <Link to="/switching" search={{ model }} className={styles.card} aria-current={model === current ? 'true' : undefined}>
                <span className={styles.badge}>{model}</span>
                <span className={styles.text}>
                  <span className={styles.description}>{description}</span>
                  <span className={styles.latest}>{when ? t`Latest report: ${when}` : t`No report yet`}</span>
                </span>
                {model === current ? <span className={styles.current}>{t`Showing`}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
