import { Provider as UrqlProvider, useQuery } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { ReportHeader } from '../report/ReportHeader.tsx';
import { ReportSectionView, tabsOf, type SectionTab } from '../report/sections/index.tsx';
import { SharedReportQuery } from './shared-documents.ts';
import { shareClient } from './share-client.ts';
import { useOwnClient } from '#src/graphql/server-render-client.ts';
import { OutcomeNotice } from '../report/OutcomeNotice.tsx';
import { SectionLayout } from '../report/SectionNav.tsx';
import { formatLocalDateTime } from './local-time.ts';
import { useViewerTimeZone } from '#src/lib/viewer-time-zone.ts';
import { useNoIndex } from './useNoIndex.ts';
import { PrintedReport, usePrintState } from './PrintedReport.tsx';
import styles from './SharedReportView.module.css';

/** `print`: every section one after another, for the server's PDF printer (server/src/pdf/renderer.ts). */
export type SharedReportViewProps = { token: string; tab: SectionTab | undefined; print?: boolean };

/** A report opened through a share link, read through its own cache-less client (see share-client.ts). */
export function SharedReportView(props: SharedReportViewProps) {
  useNoIndex();
  return (
    <UrqlProvider value={useOwnClient(shareClient)}>
      <SharedReport {...props} />
    </UrqlProvider>
  );
}

function SharedReport({ token, tab, print = false }: SharedReportViewProps) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: SharedReportQuery, variables: { token } });
  const shared = data?.sharedReport;
  const notSaved = useNotSavedOffline({ data, fetching, error });
  const printable = shared?.status === 'VALID' && shared.report && !shared.report.deleted;
  usePrintState(print, fetching ? null : printable ? 'ready' : 'failed');

  if (!shared) {
    if (fetching) return <StateView kind="loading" title={t`Opening the shared report…`} />;
    const retry = <Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>;
    if (notSaved) {
      return (
        <StateView
          kind="offline"
          title={t`You're offline`}
          detail={t`Connect to the internet to open this shared report. Shared reports are never saved on this device.`}
          action={retry}
        />
      );
    }
    return <StateView kind="error" title={t`The shared report failed to load, please try later`} action={retry} />;
  }

  const report = shared.report;
  if (shared.status === 'EXPIRED') {
    return <StateView kind="info" title={t`This link has expired`} detail={t`Ask the person who shared it for a new link.`} />;
  }
  if (shared.status === 'REVOKED') {
    return (
      <StateView kind="info" title={t`This link was withdrawn by its owner`} detail={t`Ask the person who shared it for a new link.`} />
    );
  }
  if (shared.status !== 'VALID' || !report || report.deleted) {
    return (
      <StateView
        kind="info"
        title={t`This link doesn't lead to a report`}
        detail={t`Check that the whole link was copied, or ask the person who shared it for a new one.`}
      />
    );
  }

  // Tabs that read the report again by its owner's id are the owner's alone (sections/index.tsx `ownerOnly`).
  const tabs = tabsOf(report.sections).filter((entry) => !entry.ownerOnly);
  const active = tabs.find((entry) => entry.tab === tab) ?? tabs[0];
  if (print) return <PrintedReport report={report} tabs={tabs} />;
  const until = shared.expiresAt ? formatLocalDateTime(shared.expiresAt, i18n.locale, timeZone) : null;
  return (
    <div className={styles.report}>
      <p className={styles.note} role="note">
        {until ? t`A report shared with you, read-only. The link works until ${until}.` : t`A report shared with you, read-only.`}
      </p>
      <ReportHeader report={report} shared />
      <OutcomeNotice outcome={report.outcome} />
      {active ? (
        <SectionLayout target={{ token }} tabs={tabs} active={active.tab} report={report}>
          <ReportSectionView tab={active.tab} report={report} />
        </SectionLayout>
      ) : null}
    </div>
  );
}
