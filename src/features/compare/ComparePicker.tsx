import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { useLingui, Plural } from '@lingui/react/macro';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Spinner } from '#src/ui/Spinner.tsx';
import { formatDateTime } from '#shared/dates.ts';
import { addDays, fromDateInput, rangeProblem, toDateInput } from './date-range.ts';
import { useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { CompareCandidatesQuery } from './documents.ts';
import styles from './Compare.module.css';

export type ComparePickerProps = {
  open: boolean;
  /** The report being read; the candidates are the same model's reports before it. */
  reportId: string;
  model: 'S30' | 'M30';
  measuredAt: string;
  /** The most days the calendar range may span (spec 5: given by the caller). */
  maxDays: number;
  onPick: (otherId: string) => void;
  onCancel: () => void;
};

/** Picks an earlier report to compare with: a calendar range (at most `maxDays`), then one report in it. */
export function ComparePicker({ open, reportId, model, measuredAt, maxDays, onPick, onCancel }: ComparePickerProps) {
  const { t, i18n } = useLingui();
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const end = new Date(measuredAt);
  const [to, setTo] = useState(() => toDateInput(end));
  const [from, setFrom] = useState(() => toDateInput(addDays(end, -(maxDays - 1))));
  const [picked, setPicked] = useState<string | null>(null);

  const fromDate = fromDateInput(from);
  const toDate = fromDateInput(to);
  const problem = rangeProblem(fromDate, toDate, maxDays);
  const [{ data, fetching, error }] = useQuery({
    query: CompareCandidatesQuery,
    variables: { model, from: fromDate?.toISOString() ?? null, to: toDate ? addDays(toDate, 1).toISOString() : null },
    pause: !open || problem !== null,
  });
  const notSaved = useNotSavedOffline({ data, fetching, error });
  const candidates = (data?.reports.edges ?? []).map((edge) => edge.node).filter((node) => node.id !== reportId);
  const count = candidates.length;

  return (
    <ConfirmDialog
      open={open}
      title={t`Compare with an earlier report`}
      confirmLabel={t`Compare`}
      confirmDisabled={!picked || !candidates.some((c) => c.id === picked)}
      onConfirm={() => picked && onPick(picked)}
      onCancel={onCancel}
    >
      <fieldset className={styles.range}>
        <legend>
          <Plural value={maxDays} one="Choose dates (at most # day)" other="Choose dates (at most # days)" />
        </legend>
        <label htmlFor={fromId}>{t`From`}</label>
        <input
          id={fromId}
          type="date"
          value={from}
          max={to}
          min={toDate ? toDateInput(addDays(toDate, -(maxDays - 1))) : undefined}
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
        <label htmlFor={toId}>{t`To`}</label>
        <input
          id={toId}
          type="date"
          value={to}
          min={from}
          max={fromDate ? toDateInput(addDays(fromDate, maxDays - 1)) : undefined}
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </fieldset>
      {problem ? (
        <p id={problemId} className={styles.problem} role="alert">
          {problem === 'too-long' ? (
            <Plural value={maxDays} one="The range can span at most # day." other="The range can span at most # days." />
          ) : problem === 'reversed' ? (
            t`The start date must be before the end date.`
          ) : (
            t`Enter both dates.`
          )}
        </p>
      ) : !data && notSaved ? (
        <p className={styles.none} role="status">
          {t`Connect to the internet to open it. Reports you have opened before are available offline.`}
        </p>
      ) : error && !data ? (
        <p className={styles.problem} role="alert">{t`The report failed to load, please try later`}</p>
      ) : fetching && !data ? (
        <div className={styles.loading} role="status">
          <Spinner size={24} /> {t`Loading reports…`}
        </div>
      ) : count === 0 ? (
        <p className={styles.none} role="status">{t`No other report in these dates.`}</p>
      ) : (
        <div className={styles.options} role="radiogroup" aria-label={t`Reports in these dates`}>
          {candidates.map((c) => (
            <label key={c.id} className={styles.option}>
              <input type="radio" name="compare-with" value={c.id} checked={picked === c.id} onChange={() => setPicked(c.id)} />
              <span>{formatDateTime(c.measuredAt, c.timezone, i18n.locale)}</span>
            </label>
          ))}
        </div>
      )}
    </ConfirmDialog>
  );
}
