// The privacy policy, part 3: retention, rights, children, Do Not Track, security and changes (spec 1).
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import styles from './LegalDocument.module.css';

export function Retention() {
  return (
    <>
      <p>
        <Trans>
          We keep your account, your profile and your reports until you delete your account or ask us to delete them. Nothing expires on its
          own, so your history stays complete for as long as you want it.
        </Trans>
      </p>
      <p>
        <Trans>
          To delete everything, open the <Link to="/personal">personal centre</Link> and choose “Delete my account”. Your account, reports,
          3D models, share links and sessions are then deleted at once. You can also ask us in writing.
        </Trans>
      </p>
      <p>
        <Trans>Before that, you can download all your data in the personal centre, under “Your data”, as JSON or CSV.</Trans>
      </p>
      <p>
        <Trans>
          Some records are deleted sooner by themselves: verification codes after a day, records of sign-in attempts by IP address after two
          hours, ended sessions within a day, and expired share links 30 days after they expire.
        </Trans>
      </p>
      <p>
        <Trans>
          If the law requires us to keep something longer, we keep only that, only for as long as required, and use it for nothing else.
        </Trans>
      </p>
    </>
  );
}

export function Rights() {
  return (
    <>
      <p>
        <Trans>
          If you live in the European Economic Area (EEA), the GDPR gives you these rights, and we give them to everyone who uses Contour:
        </Trans>
      </p>
      <ul className={styles.list}>
        <li>
          <Trans>
            <strong>Access</strong>: to know what data we hold about you and get a copy of it.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Rectification</strong>: to have wrong data corrected. You can change your name, sex, height and age in the personal
            centre; a wrong measurement can't be edited, but we delete it if you ask.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Erasure</strong>: to have your data deleted.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Portability</strong>: to receive your data in a machine-readable format (JSON or CSV) to take elsewhere.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Restriction</strong>: to have us only store your data, and not otherwise use it, while a question about it is settled.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Objection</strong>: to object to what we do on the basis of our legitimate interests.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Withdrawing consent</strong>: at any time, without affecting what was done before. As your reports rest on your consent,
            withdrawing it means we delete them.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Complaint</strong>: to complain to a data protection supervisory authority, in particular in the EU or EEA country where
            you live, work or where you believe the infringement took place.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Much of this you can do yourself in the personal centre. For the rest, write to us. It is free; we answer within one month and may
          first ask you to confirm that the request comes from you.
        </Trans>
      </p>
    </>
  );
}

export function Children() {
  return (
    <>
      <p>
        <Trans>Contour is not directed at children, and we do not knowingly let children open an account of their own.</Trans>
      </p>
      <p>
        <Trans>
          Some gyms measure young people aged 10 to 17, and their reports then include a youth spine assessment. For a child, we expect a
          parent or guardian to create and hold the account, agree to this policy on the child's behalf and read the reports together with
          them.
        </Trans>
      </p>
      <p>
        <Trans>
          If you believe that a child has given us data without a parent's or guardian's consent, contact us and we will delete it.
        </Trans>
      </p>
    </>
  );
}

export function DoNotTrack() {
  return (
    <>
      <p>
        <Trans>
          Some browsers can send a “Do Not Track” signal. There is no agreed standard for what a website should do with it, and Contour does
          not honour it: the app works exactly the same whether the signal is on or off.
        </Trans>
      </p>
      <p>
        <Trans>
          This does not mean that we track you. Contour has no advertising or third-party trackers and does not follow you across other
          websites. It collects what this policy describes, whatever your browser's setting.
        </Trans>
      </p>
    </>
  );
}

export function Security() {
  return (
    <ul className={styles.list}>
      <li>
        <Trans>Everything between the app and our servers travels encrypted (HTTPS).</Trans>
      </li>
      <li>
        <Trans>
          Passwords, verification codes, sign-in tokens and share links are stored only as one-way hashes, so even we can't read them back.
        </Trans>
      </li>
      <li>
        <Trans>
          Only you can open your reports, unless you share them. Logging out ends that session at once; changing your password ends all your
          other sessions.
        </Trans>
      </li>
    </ul>
  );
}

export function PolicyChanges() {
  return (
    <p>
      <Trans>
        When we change this policy, we publish the new version here with a new effective date. If a change affects how we use your data, we
        tell you in the app before it applies, and ask for your consent again where the law requires it.
      </Trans>
    </p>
  );
}
