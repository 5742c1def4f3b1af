import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { Field } from '#src/ui/Field.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { ERROR_MESSAGES, errorCode } from '#src/graphql/errors.ts';
import { formatDateTime } from '#shared/dates.ts';
import { EmailSchema, firstIssue } from '#src/lib/validation.ts';
import { isKiosk } from '#src/lib/kiosk.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { SendReportMutation, SendReportScreenQuery } from './documents.ts';
import { formatLocalDateTime } from './local-time.ts';
import styles from './SendReportScreen.module.css';

type Sent = { to: string; until: string };

export type SendReportScreenProps = { reportId: string | undefined };

/** /report/send: the report goes by e-mail with a summary, a share link and the PDF, in the person's language. */
export function SendReportScreen({ reportId }: SendReportScreenProps) {
  const { t } = useLingui();
  if (!reportId) {
    return (
      <StateView
        kind="info"
        title={t`No report chosen`}
        detail={t`Open a report and choose Send by e-mail.`}
        action={<Link to="/report">{t`Open my latest report`}</Link>}
      />
    );
  }
  return <SendReportForm reportId={reportId} />;
}

function SendReportForm({ reportId }: { reportId: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [screen, refetch] = useQuery({ query: SendReportScreenQuery, variables: { id: reportId } });
  const [{ fetching: sending }, send] = useMutation(SendReportMutation);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [kiosk] = useState(isKiosk);

  const report = screen.data?.report;
  if (!report) {
    if (screen.fetching) return <StateView kind="loading" title={t`Loading the report…`} />;
    if (screen.error && errorCode(screen.error) === 'NETWORK') {
      return (
        <StateView
          kind="offline"
          title={t`You're offline`}
          detail={t`Sending a report needs an internet connection. Connect and try again.`}
        />
      );
    }
    const code = screen.error ? errorCode(screen.error) : 'NOT_FOUND';
    return (
      <StateView
        kind="error"
        title={i18n._(code === 'NOT_FOUND' ? ERROR_MESSAGES.NOT_FOUND : ERROR_MESSAGES[code])}
        action={<Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
      />
    );
  }
  if (report.deleted) return <StateView kind="info" title={i18n._(ERROR_MESSAGES.REPORT_DELETED)} />;

  const when = formatDateTime(report.measuredAt, report.timezone, i18n.locale);
  const back = <Link to="/report" search={{ id: reportId }} className={styles.back}>{t`Back to the report`}</Link>;

  if (sent) {
    const { to, until } = sent;
    return (
      <div className={styles.done}>
        <StateView
          kind="info"
          title={t`Sent to ${to}`}
          detail={
            // On the gym's tablet the report has no Share link button: the member withdraws it from their own phone.
            kiosk
              ? t`The mail holds a summary, the report as a PDF and a link that works until ${until}. You can withdraw the link at any time: sign in on your own phone and open Share link on the report.`
              : t`The mail holds a summary, the report as a PDF and a link that works until ${until}. You can withdraw the link at any time from Share link on the report.`
          }
          action={back}
        />
        <Button variant="secondary" onClick={() => setSent(null)}>{t`Send to another address`}</Button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const issue = firstIssue(EmailSchema, email);
    if (issue) {
      setFieldError(issue === 'empty' ? t`Enter your email address` : t`Please enter a valid email address`);
      return;
    }
    setFieldError(null);
    const result = await send({ reportId, email: email.trim() });
    const answer = result.data?.sendReport;
    if (result.error || !answer) {
      const code = result.error ? errorCode(result.error) : 'INTERNAL';
      if (code === 'INVALID_EMAIL') setFieldError(t`Please enter a valid email address`);
      else if (code === 'NETWORK') setProblem(t`Sending a report needs an internet connection. Connect and try again.`);
      else if (code === 'PDF_FAILED') setProblem(t`The report's PDF could not be made, so nothing was sent. Try again later.`);
      else if (code === 'SHARE_RATE_LIMITED') setProblem(t`You have shared or sent reports many times in the last hour. Try again later.`);
      else setProblem(i18n._(ERROR_MESSAGES[code]));
      return;
    }
    setSent({ to: answer.sentTo, until: formatLocalDateTime(answer.link.expiresAt, i18n.locale) });
  };

  const own = screen.data?.me.email;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p
        className={styles.lead}
      >{t`Your report of ${when} goes by e-mail with a short summary, a link to view it and the whole report as a PDF.`}</p>
      <Field
        label={t`E-mail address`}
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError ?? undefined}
        required
      />
      {own && email.trim().toLowerCase() !== own ? (
        <button type="button" className={styles.own} onClick={() => setEmail(own)}>
          {t`Use my address: ${own}`}
        </button>
      ) : null}
      {!online ? (
        <p className={styles.offline} role="status">{t`Sending a report needs an internet connection. Connect and try again.`}</p>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {sending ? <p className={styles.progress} role="status">{t`Making the PDF of your report and sending it…`}</p> : null}
      <Button type="submit" busy={sending} disabled={!online}>{t`Send`}</Button>
      {back}
    </form>
  );
}
