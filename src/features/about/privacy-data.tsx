// The privacy policy, part 1: who is responsible, what Contour collects and why (spec 1).
import { Trans } from '@lingui/react/macro';
import styles from './LegalDocument.module.css';

export function PrivacyIntro() {
  return (
    <>
      <p className={styles.lead}>
        <Trans>
          This policy explains what personal data Contour collects when you use it, why, who else sees it, how long we keep it, and the
          rights you have. We have written it in plain words and kept it as short as we could.
        </Trans>
      </p>
      <p className={styles.note}>
        <Trans>
          In short: we use your measurements only to show you your own reports. We don't sell your data and we don't use it for advertising.
          You can download everything or delete your account at any time in the personal centre.
        </Trans>
      </p>
    </>
  );
}

export function WhoWeAre() {
  return (
    <>
      <p>
        <Trans>
          Contour is the app in which people measured by a 3D body scanner (models S30 and M30), usually at their gym, read their reports.
        </Trans>
      </p>
      <p>
        <Trans comment="“How to contact us” is the title of the last section of this policy.">
          The organisation that runs this Contour service, named under <a href="#contact">How to contact us</a>, is the controller of your
          personal data: it decides why and how your data is used.
        </Trans>
      </p>
      <p>
        <Trans>
          Body measurements are health data, which the EU General Data Protection Regulation (GDPR, article 9) protects as a special
          category of data. The 3D model of your body is biometric data. We treat both with that care: we use them only with your explicit
          consent and only to give you your reports.
        </Trans>
      </p>
      <p>
        <Trans>The gym that runs the scanner has its own privacy policy for what it records itself, such as your membership.</Trans>
      </p>
    </>
  );
}

export function DataWeCollect() {
  return (
    <>
      <p>
        <Trans>We collect only what Contour needs to work:</Trans>
      </p>
      <ul className={styles.list}>
        <li>
          <Trans>
            <strong>Contact data.</strong> Your phone number or e-mail address (the one you sign in with), your name if you give it, and the
            e-mail addresses you ask us to send a report to.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Login data.</strong> Your password, stored only as a salted one-way hash; verification codes, stored hashed and valid
            for 5 minutes; when each of your sign-in sessions started and was last used; and, if you link a social account, that provider's
            identifier for you and your nickname there.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Body measurements.</strong> Your sex, height and age, and what the scanner measures: weight and body composition,
            girths, posture, shoulder function, waist, pelvis, hip shape, spine, pain-risk and, for ages 10 to 17, youth spine assessments.
            With each scan we store its time, time zone and scanner model.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Biometric data.</strong> The 3D model of your body that the scanner's depth cameras make, and the body landmarks and
            spine shape taken from it. We use them to show your report, never to identify or recognise you.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Device and usage data.</strong> Your device's IP address, which we use for up to two hours to limit repeated sign-in
            attempts; your language and unit choices; and a server log of which pages and requests were served and when, without your IP
            address.
          </Trans>
        </li>
        <li>
          <Trans comment="“Cookies and storage on your device” is the title of a later section of this policy.">
            <strong>Cookies and local storage.</strong> Contour sets only its own cookies, which it needs to show your pages in your
            language and, if you stay signed in, ready to read. It keeps some data in your browser's own storage so that it works offline;
            see <a href="#storage">Cookies and storage on your device</a>.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Your measurements come from the scanner at your gym: it sends each scan to Contour, and you add it to your account by scanning the
          QR code it shows.
        </Trans>
      </p>
    </>
  );
}

export function Purposes() {
  return (
    <>
      <p>
        <Trans>We use your data for these purposes, each on the legal basis named:</Trans>
      </p>
      <ul className={styles.list}>
        <li>
          <Trans>
            <strong>To show you your reports</strong>, compare them and show your trends, and to interpret them with a training-plan
            outline. For health and biometric data, the basis is your explicit consent (GDPR article 9(2)(a)), which you give when you agree
            to this policy at registration.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>To run your account</strong>: signing you in, sending verification codes, and sending the reports and links you ask us
            to send. The basis is our contract with you (article 6(1)(b)).
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>To keep Contour secure and working</strong>: limiting sign-in attempts, locking an account after repeated failures, and
            finding and fixing faults. The basis is our legitimate interest in a safe service (article 6(1)(f)).
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>To meet legal obligations</strong>, for example answering a lawful request of an authority (article 6(1)(c)).
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          We do not sell your data, use it for advertising or build marketing profiles. The interpretation of your report is written
          automatically, but it is fitness guidance only: no decision with legal or similarly significant effects is made about you.
        </Trans>
      </p>
    </>
  );
}
