import { useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { ERROR_MESSAGES, errorCode } from '#src/graphql/errors.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { CreateShareLinkMutation, RevokeShareLinkMutation, ShareLinksQuery } from './documents.ts';
import { copyText } from './copy.ts';
import { formatLocalDateTime } from './local-time.ts';
import { ShareLinkList } from './ShareLinkList.tsx';
import styles from './ShareDialog.module.css';

type Created = { id: string; url: string; expiresAt: string };
type CopyState = 'idle' | 'copied' | 'manual';

export type ShareDialogBodyProps = { reportId: string };

/** Create a link, copy it, see and withdraw the live ones. Everything here needs the server, so offline it says so. */
export function ShareDialogBody({ reportId }: ShareDialogBodyProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  // Live links change with time and on other devices: always asked of the server.
  const [links, refetch] = useQuery({ query: ShareLinksQuery, variables: { id: reportId }, requestPolicy: 'network-only' });
  const [{ fetching: creating }, create] = useMutation(CreateShareLinkMutation);
  const [, revoke] = useMutation(RevokeShareLinkMutation);
  const [created, setCreated] = useState<Created | null>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const onCreate = async () => {
    setProblem(null);
    setCopyState('idle');
    const result = await create({ reportId });
    const link = result.data?.createShareLink;
    if (result.error || !link?.url) {
      setProblem(i18n._(ERROR_MESSAGES[result.error ? errorCode(result.error) : 'INTERNAL']));
      return;
    }
    setCreated({ id: link.id, url: link.url, expiresAt: link.expiresAt });
    refetch({ requestPolicy: 'network-only' });
  };

  const onCopy = async () => {
    if (!created) return;
    setCopyState((await copyText(created.url, field.current)) ? 'copied' : 'manual');
  };

  const onWithdraw = async (id: string): Promise<boolean> => {
    setProblem(null);
    const result = await revoke({ id });
    if (result.error) {
      setProblem(i18n._(ERROR_MESSAGES[errorCode(result.error)]));
      return false;
    }
    if (created?.id === id) setCreated(null);
    refetch({ requestPolicy: 'network-only' });
    return true;
  };

  const live = links.data?.report.shareLinks ?? [];
  const until = created ? formatLocalDateTime(created.expiresAt, i18n.locale) : '';
  return (
    <div className={styles.body}>
      <p
        className={styles.lead}
      >{t`Anyone with the link can see this report, read-only, until the link expires. You can withdraw it at any time.`}</p>
      {!online ? <p className={styles.offline} role="status">{t`Sharing needs an internet connection. Connect and try again.`}</p> : null}

      {created ? (
        <div className={styles.linkBox}>
          <label htmlFor={`${created.id}-url`} className={styles.label}>{t`Link to this report`}</label>
          <input
            ref={field}
            id={`${created.id}-url`}
            className={styles.url}
            value={created.url}
            readOnly
            dir="ltr"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className={styles.expiry}>{t`Works until ${until}`}</p>
          <Button onClick={() => void onCopy()}>{t`Copy link`}</Button>
          <p className={copyState === 'manual' ? styles.manual : styles.copied} role="status" aria-live="polite">
            {copyState === 'copied' ? t`Link copied` : copyState === 'manual' ? t`Select the link and copy it` : ''}
          </p>
        </div>
      ) : (
        <Button onClick={() => void onCreate()} busy={creating} disabled={!online}>{t`Create a link`}</Button>
      )}

      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}

      <ShareLinkList
        links={live}
        loading={links.fetching && !links.data}
        failed={!links.data && !!links.error && online}
        disabled={!online}
        onWithdraw={onWithdraw}
      />
    </div>
  );
}
