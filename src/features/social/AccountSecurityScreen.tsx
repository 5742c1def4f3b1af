import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { ERROR_MESSAGES, errorCode } from '#src/graphql/errors.ts';
import { readFragment } from '#src/graphql/graphql.ts';
import { GetThirdLoginUrl, LinkSocial, SocialLinkFields, SocialLinks, UnlinkSocial } from './documents.ts';
import { socialErrorMessage } from './messages.ts';
import { ProviderIcon } from './ProviderIcon.tsx';
import { enabledProviders, providerName } from './providers.ts';
import {
  PROVIDER_OF,
  arrivedResult,
  clearStoredToken,
  readStoredToken,
  settleArrived,
  tokenStatus,
  type SocialProviderId,
} from './social-token.ts';
import styles from './SocialScreens.module.css';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** Account and security: link or unlink each social provider; unlinking asks for confirmation (spec 2, 4). */
export function AccountSecurityScreen() {
  const { t, i18n } = useLingui();
  const [{ data, error, fetching }, refetch] = useQuery({ query: SocialLinks });
  const notSaved = useNotSavedOffline({ data, fetching, error });
  const [linking, link] = useMutation(LinkSocial);
  const [unlinking, unlink] = useMutation(UnlinkSocial);
  const [{ fetching: starting }, getUrl] = useMutation(GetThirdLoginUrl);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirm, setConfirm] = useState<SocialProviderId | null>(null);
  const [arrived] = useState(() => arrivedResult('LINK'));
  const started = useRef(false);

  // A LINK authorization came back to this screen: link it to the signed-in account.
  useEffect(() => {
    if (!arrived || started.current) return;
    started.current = true;
    settleArrived();
    const provider = PROVIDER_OF[arrived.appType];
    const token = readStoredToken(arrived.appType);
    clearStoredToken(arrived.appType);
    if (!token || tokenStatus(token, Date.now()) !== 'valid') {
      setNotice({ kind: 'error', text: i18n._(ERROR_MESSAGES.SOCIAL_EXPIRED) });
      return;
    }
    void link({ provider, accessToken: token.accessToken }).then((result) => {
      if (result.error) setNotice({ kind: 'error', text: socialErrorMessage(i18n, result.error, provider) });
      else setNotice({ kind: 'success', text: t`Link successful` });
    });
  }, [arrived, link, i18n, t]);

  const links = (data?.me.socialLinks ?? []).map((l) => readFragment(SocialLinkFields, l));
  const linkOf = (provider: SocialProviderId) => links.find((l) => l.provider === provider);
  const shown = (['A', 'B'] as const).filter((p) => enabledProviders().includes(p) || linkOf(p));

  const startLink = async (provider: SocialProviderId) => {
    setNotice(null);
    const result = await getUrl({ provider, intent: 'LINK' });
    if (result.error || !result.data) {
      setNotice({ kind: 'error', text: result.error ? i18n._(ERROR_MESSAGES[errorCode(result.error)]) : t`Binding failed` });
      return;
    }
    window.location.assign(result.data.getThirdLoginUrl.url);
  };

  const askUnlink = (provider: SocialProviderId) => {
    setNotice(null);
    // An account created through this authorization can't drop it: say so instead of asking to confirm.
    if (linkOf(provider)?.createdAccount) setNotice({ kind: 'error', text: i18n._(ERROR_MESSAGES.UNLINK_NOT_SUPPORTED) });
    else setConfirm(provider);
  };

  const doUnlink = async () => {
    if (!confirm) return;
    const result = await unlink({ provider: confirm });
    setConfirm(null);
    if (result.error) setNotice({ kind: 'error', text: socialErrorMessage(i18n, result.error, confirm) });
    else setNotice({ kind: 'success', text: t`Unbinding successful` });
  };

  // Offline with nothing saved, the list would say "Not linked" for every provider: say it can't be reached instead.
  const failure = error && !data ? errorCode(error) : !data && notSaved ? 'NETWORK' : null;
  let body;
  if (failure) {
    body = (
      <StateView
        kind={failure === 'NETWORK' ? 'offline' : 'error'}
        title={i18n._(ERROR_MESSAGES[failure])}
        action={<Button variant="secondary" onClick={() => refetch({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
      />
    );
  } else if (!data && fetching) {
    body = <StateView kind="loading" title={t`Loading…`} />;
  } else {
    body = (
      <section className={styles.card} aria-labelledby="linked-accounts">
        <h2 id="linked-accounts" className={styles.sectionTitle}>{t`Linked accounts`}</h2>
        <p className={styles.rowDetail}>{t`A linked account lets you sign in without a code. Unlinking asks you to confirm first.`}</p>
        {shown.length === 0 ? <p className={styles.rowDetail}>{t`No sign-in providers are available.`}</p> : null}
        <ul className={styles.list}>
          {shown.map((provider) => {
            const name = providerName(i18n, provider);
            const linked = linkOf(provider);
            const nickname = linked?.nickname;
            return (
              <li key={provider} className={styles.row}>
                <ProviderIcon label={name} />
                <span className={styles.rowText}>
                  <span className={styles.rowTitle}>{name}</span>
                  <span className={styles.rowDetail}>{linked ? (nickname ? t`Linked: ${nickname}` : t`Linked`) : t`Not linked`}</span>
                </span>
                {linked ? (
                  <Button
                    variant="secondary"
                    className={styles.rowButton}
                    onClick={() => askUnlink(provider)}
                    aria-label={t`Unlink ${name}`}
                  >
                    {t`Unlink`}
                  </Button>
                ) : (
                  <Button
                    className={styles.rowButton}
                    busy={starting || (linking.fetching && !linked)}
                    disabled={!enabledProviders().includes(provider)}
                    onClick={() => void startLink(provider)}
                    aria-label={t`Link ${name}`}
                  >
                    {t`Link`}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    );
  }

  const confirmName = confirm ? providerName(i18n, confirm) : '';
  return (
    <Screen title={t`Account and security`} back backTo="/personal">
      <div className={styles.layout}>
        {notice ? (
          <p
            className={`${styles.notice} ${notice.kind === 'success' ? styles.success : styles.error}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        ) : null}
        {body}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={t`Unlink ${confirmName}?`}
        confirmLabel={t`Unlink`}
        cancelLabel={t`Cancel`}
        danger
        busy={unlinking.fetching}
        onConfirm={() => void doUnlink()}
        onCancel={() => setConfirm(null)}
      >
        <p>{t`You will no longer be able to sign in with ${confirmName}. You can link it again at any time.`}</p>
      </ConfirmDialog>
    </Screen>
  );
}
