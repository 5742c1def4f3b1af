import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { encodeWifiPayload } from './payload.ts';
import { clearWifiSetupUnlessIn, readWifiSetup } from './store.ts';
import { useWakeLock } from './useWakeLock.ts';
import { QrCode } from './QrCode.tsx';
import { useQrSpace } from './useQrSpace.ts';
import styles from './Wifi.module.css';

/** /wifi/qrcode (spec 1, 2): the network as a full-screen QR code to hold to the scanner's camera, screen kept on. */
export function WifiQrScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const [network] = useState(readWifiSetup);
  const payload = useMemo(() => (network ? encodeWifiPayload(network) : null), [network]);
  const stageRef = useRef<HTMLDivElement>(null);
  const captionRef = useRef<HTMLDivElement>(null);
  const space = useQrSpace(stageRef, captionRef);
  useWakeLock(network !== null);
  useEffect(() => () => clearWifiSetupUnlessIn(router.state.location.pathname), [router]);

  // Opened without a network (a bookmark, another tab): the form comes first.
  if (!network || !payload) return <Navigate to="/wifi" replace />;
  const ssid = network.ssid;

  return (
    <Screen title={t`WiFi QR code`} back backTo="/wifi" wide>
      <div ref={stageRef} className={styles.stage}>
        <QrCode text={payload} label={t`QR code to join the WiFi network ${ssid}`} space={space} />
        <div ref={captionRef} className={styles.caption}>
          <p className={styles.network}>
            <span className={styles.networkLabel}>{network.hidden ? t`Hidden network` : t`Network`}</span>
            <bdi>{ssid}</bdi>
          </p>
          <p
            className={styles.note}
          >{t`Hold this code in front of the scanner's camera. If it is not read, turn the screen brightness up.`}</p>
        </div>
      </div>
    </Screen>
  );
}
