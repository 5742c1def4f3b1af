// The privacy policy, part 2: who else sees data, and what the app keeps on the device (spec 1).
import { Trans } from '@lingui/react/macro';
import styles from './LegalDocument.module.css';

export function Sharing() {
  return (
    <>
      <p>
        <Trans>Your data is seen by others only in these cases:</Trans>
      </p>
      <ul className={styles.list}>
        <li>
          <Trans>
            <strong>Share links you make.</strong> Anyone who has a link can open that one report, read-only, until the link expires or you
            withdraw it. Only you decide who gets it.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>E-mails you send.</strong> When you send a report by e-mail, the address you enter receives a summary, a share link and
            the report as a PDF. Once delivered, that mail is in the recipient's hands.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Coaches and clinicians you invite.</strong> The account of an address you invite sees your name and the parts and
            reports you chose, read-only, until you stop sharing. You see when they last looked and which report they opened.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Our processors.</strong> Companies that host our servers and database and that deliver our e-mails and text messages
            process data for us under a contract (GDPR article 28), only on our instructions and never for their own purposes.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Social sign-in.</strong> If you choose to sign in with another account, that provider tells us who you are there and
            learns that you use Contour.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Authorities</strong>, when the law obliges us to hand over data.
          </Trans>
        </li>
      </ul>
      <h3 className={styles.subheading}>
        <Trans>AI wording of the interpretation</Trans>
      </h3>
      <p>
        <Trans>
          Our own rules decide what your report's interpretation says. Where the operator of this service has switched it on, an AI language
          service then words that interpretation in your language, as our processor.
        </Trans>
      </p>
      <p>
        <Trans>
          It receives your sex, age and height, the findings of our rules with the measurements each one is based on, the outline of your
          training plan, and your language. It does not receive your name, phone number, e-mail address, 3D model or any identifier of your
          account or report.
        </Trans>
      </p>
      <p>
        <Trans>When the AI wording is switched off, nothing is sent and you see our rules' own text.</Trans>
      </p>
      <h3 className={styles.subheading}>
        <Trans>Outside the European Economic Area</Trans>
      </h3>
      <p>
        <Trans>
          If a processor handles data outside the European Economic Area (EEA), we make sure it is protected as it is in the EEA: by an
          adequacy decision of the European Commission or by the Commission's standard contractual clauses. You can ask us for a copy.
        </Trans>
      </p>
    </>
  );
}

export function DeviceStorage() {
  return (
    <>
      <p>
        <Trans>
          Contour contains no analytics, advertising or other third-party trackers, and sets no cookies but its own. To work, and to work
          offline, it keeps this on your device:
        </Trans>
      </p>
      <ul className={styles.list}>
        <li>
          <Trans comment="“Remember me on this device” is the check box on the sign-in screen: use its translation.">
            <strong>Cookies</strong>: your language, so that pages arrive in it. If you choose “Remember me on this device”, also your
            sign-in (in a cookie the page itself cannot read), your units and scanner model, so that your pages arrive ready to read.
            Logging out removes the sign-in cookies; a shared kiosk tablet keeps only the language.
          </Trans>
        </li>
        <li>
          <Trans comment="“Remember me on this device” is the check box on the sign-in screen: use its translation.">
            <strong>Local storage</strong>: your sign-in token if you choose “Remember me on this device” (otherwise it lasts until you
            close the tab), your language, units and scanner model, and basic details of your profile and latest scan.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Session storage</strong>: what you type into the registration or WiFi set-up form while you fill it in. Session storage
            is emptied when you close the tab.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>IndexedDB</strong>: copies of the screens, reports and 3D models you have opened, so that they open quickly and offline.
            They expire after 14 days and are wiped when you log out.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Cache storage</strong>: the app's own files, so that it starts without a connection. It holds no personal data.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          All of this is needed for the service you ask for, so it needs no separate consent. You can clear it at any time in your browser's
          settings; you are then signed out.
        </Trans>
      </p>
      <p>
        <Trans>
          Logging out removes your sign-in token and wipes the offline copies. On a device that others use, log out when you are done.
        </Trans>
      </p>
    </>
  );
}
