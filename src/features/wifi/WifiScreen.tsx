import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Field } from '#src/ui/Field.tsx';
import { PasswordField } from '../auth/PasswordField.tsx';
import { PASSWORD_ISSUE_MESSAGES, SSID_ISSUE_MESSAGES } from './messages.ts';
import { clearWifiSetupUnlessIn, readWifiSetup, writeWifiSetup } from './store.ts';
import { wifiIssues, type WifiIssues } from './validate.ts';
import type { WifiNetwork, WifiSecurity } from './payload.ts';
import styles from './Wifi.module.css';

const EMPTY: WifiNetwork = { ssid: '', password: '', security: 'WPA', hidden: false };

/** /wifi (spec 1, 2): the network the scanner should join, checked, then shown as a QR code on /wifi/qrcode. */
export function WifiScreen() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  // Coming back from the QR screen (or reloading) refills the form: after the first render, which must be the server's
  // drawing (an empty form) when the app hydrates it, and before the browser paints.
  const [network, setNetwork] = useState<WifiNetwork>(EMPTY);
  useLayoutEffect(() => {
    const stored = readWifiSetup();
    if (stored) setNetwork(stored);
  }, []);
  const [checked, setChecked] = useState(false);
  const ssidRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearWifiSetupUnlessIn(router.state.location.pathname), [router]);

  // Messages appear on the first submit, then follow the typing.
  const issues: WifiIssues = checked ? wifiIssues(network) : {};
  const change = (patch: Partial<WifiNetwork>) => setNetwork((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = wifiIssues(network);
    if (found.ssid || found.password) {
      (found.ssid ? ssidRef : passwordRef).current?.focus();
      return;
    }
    // An open network has no password: none is kept.
    writeWifiSetup(network.security === 'nopass' ? { ...network, password: '' } : network);
    void router.navigate({ to: '/wifi/qrcode' });
  };

  const securities: Array<{ value: WifiSecurity; label: string }> = [
    { value: 'WPA', label: t`WPA / WPA2 / WPA3` },
    { value: 'WEP', label: 'WEP' },
    { value: 'nopass', label: t`None (open)` },
  ];

  return (
    <Screen title={t`Scanner WiFi set-up`} back backTo="/login">
      <form onSubmit={submit} noValidate className={styles.form}>
        <p className={styles.intro}>
          {t`Enter the WiFi network the scanner should join. The details stay on this device: they only go into the QR code you hold to the scanner's camera.`}
        </p>
        <div className={styles.card}>
          <Field
            ref={ssidRef}
            label={t`Network name (SSID)`}
            name="ssid"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            dir="auto"
            enterKeyHint="next"
            value={network.ssid}
            onChange={(event) => change({ ssid: event.target.value })}
            error={issues.ssid ? i18n._(SSID_ISSUE_MESSAGES[issues.ssid]) : undefined}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t`Security`}</legend>
            <div className={styles.segmented}>
              {securities.map((option) => (
                <label key={option.value} className={styles.segment}>
                  <input
                    type="radio"
                    name="security"
                    value={option.value}
                    checked={network.security === option.value}
                    onChange={() => change({ security: option.value })}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {network.security === 'nopass' ? null : (
            <PasswordField
              ref={passwordRef}
              label={network.security === 'WEP' ? t`WEP key` : t`WiFi password`}
              name="wifiPassword"
              // Not the person's Contour password: "new-password" keeps the browser from filling that in.
              autoComplete="new-password"
              value={network.password}
              onChange={(password) => change({ password })}
              error={issues.password ? i18n._(PASSWORD_ISSUE_MESSAGES[issues.password]) : undefined}
            />
          )}
          <label className={styles.check}>
            <input type="checkbox" name="hidden" checked={network.hidden} onChange={(event) => change({ hidden: event.target.checked })} />
            <span>
              {t`Hidden network`}
              <span className={styles.checkHint}>{t`Tick this if the network does not show its name in the list of networks.`}</span>
            </span>
          </label>
        </div>
        <Button type="submit">{t`Generate QR code`}</Button>
      </form>
    </Screen>
  );
}
