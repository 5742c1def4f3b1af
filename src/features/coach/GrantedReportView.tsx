import { Provider as UrqlProvider, useQuery } from 'urql';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { errorCode } from '#src/graphql/errors.ts';
import { readFragment } from '#src/graphql/graphql.ts';
import { ReportHeader } from '../report/ReportHeader.tsx';
import { OutcomeNotice } from '../report/OutcomeNotice.tsx';
import { SectionLayout } from '../report/SectionNav.tsx';
import { ReportSectionView, SECTION_TABS, tabsOf, type SectionTab, type SectionTabEntry } from '../report/sections/index.tsx';
import { InterpretationView } from '../report/interpretation/InterpretationSection.tsx';
import { InterpretationFields } from '../report/interpretation/documents.ts';
import { grantClient } from './grant-client.ts';
import { GrantedReportQuery } from './documents.ts';
import styles from './Coach.module.css';

export type GrantedReportViewProps = { grantId: string; reportId: string; tab: SectionTab | undefined };

/** One report shared with the signed-in person by a grant: its granted sections, read-only, never kept on the device. */
export function GrantedReportView(props: GrantedReportViewProps) {
  return (
    <UrqlProvider value={grantClient()}>
      <GrantedReport {...props} />
    </UrqlProvider>
  );
}

const INTERPRETATION_TAB = SECTION_TABS.find((entry) => entry.tab === 'interpretation')!;

function GrantedReport({ grantId, reportId, tab }: GrantedReportViewProps) {
  const { t } = useLingui();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: GrantedReportQuery, variables: { grantId, reportId } });
  const notSaved = useNotSavedOffline({ data, fetching, error });
  const report = data?.grantedReport;
  const back = <Link to="/shared">{t`See what is shared with you`}</Link>;

  if (!report) {
    if (fetching) return <StateView kind="loading" title={t`Opening the shared report…`} />;
    const retry = <Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>;
    if (notSaved) {
      return (
        <StateView
          kind="offline"
          title={t`You're offline`}
          detail={t`Connect to the internet to see the reports shared with you. They are never saved on this device.`}
          action={retry}
        />
      );
    }
    const code = error ? errorCode(error) : 'INTERNAL';
    if (code === 'GRANT_REVOKED') {
      return <StateView kind="info" title={t`This person stopped sharing their reports with you.`} action={back} />;
    }
    if (code === 'NOT_FOUND') {
      return (
        <StateView
          kind="info"
          title={t`This report isn't shared with you`}
          detail={t`It may be outside what was shared, or deleted.`}
          action={back}
        />
      );
    }
    return <StateView kind="error" title={t`The shared report failed to load, please try later`} action={retry} />;
  }

  // The tabs of the granted sections whose views draw from this report alone; the interpretation when granted.
  const interpretation = readFragment(InterpretationFields, report.interpretation);
  const tabs: SectionTabEntry[] = [
    ...tabsOf(report.sections).filter((entry) => !entry.ownerOnly),
    ...(interpretation ? [INTERPRETATION_TAB] : []),
  ];
  const active = tabs.find((entry) => entry.tab === tab) ?? tabs[0];
  return (
    <div className={styles.shared}>
      <p className={styles.readOnly} role="note">
        {t`A report shared with you, read-only.`}
      </p>
      <ReportHeader report={report} shared />
      <OutcomeNotice outcome={report.outcome} />
      {active ? (
        <SectionLayout target={{ grantId, reportId }} tabs={tabs} active={active.tab} report={report}>
          {active.tab === 'interpretation' && interpretation ? (
            <InterpretationView reportId={report.id} tabOf={() => null} interpretation={interpretation} />
          ) : (
            <ReportSectionView tab={active.tab} report={report} />
          )}
        </SectionLayout>
      ) : null}
    </div>
  );
}
