// The rules text (terms of use) of /about/rule, section by section.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { bcp47, isLocale } from '#shared/locales.ts';
import { numberFormat } from '#shared/intl.ts';
import styles from './LegalDocument.module.css';

/** Spec 9: a share link is valid 168 hours. */
export const SHARE_LINK_HOURS = 168;

export function RulesIntro() {
  return (
    <p className={styles.lead}>
      <Trans>
        These rules are the terms for using Contour. By creating an account you agree to them. Please read them together with our{' '}
        <Link to="/about/secret">privacy policy</Link>, which explains how we handle your data.
      </Trans>
    </p>
  );
}

export function WhatContourIs() {
  return (
    <>
      <p>
        <Trans>
          Contour shows you the reports of the 3D body scanner (models S30 and M30) that measured you, usually at your gym: body
          composition, posture, girths, spine and more, a 3D model of your body, and an interpretation with a training-plan outline.
        </Trans>
      </p>
      <p>
        <Trans>
          You can compare your reports, follow your trends, and share or send them. Contour works on your phone, offline for the reports you
          have opened, and on a tablet at the gym.
        </Trans>
      </p>
    </>
  );
}

export function NotMedicalAdvice() {
  return (
    <>
      <p className={styles.note}>
        <Trans>Contour is not a medical device. It gives no medical advice, diagnosis or treatment.</Trans>
      </p>
      <p>
        <Trans>
          The scanner estimates your body composition and posture from depth images and a mathematical model. Results can be off, for
          example because of loose clothing, hair, how you stood during the scan, or what you ate and drank before.
        </Trans>
      </p>
      <p>
        <Trans>
          The interpretation and training plan are general fitness guidance based on your measurements alone. They don't know your health
          history.
        </Trans>
      </p>
      <p>
        <Trans>
          Talk to a doctor or physiotherapist before you start training if you have a health condition, pain or an injury, or are pregnant,
          and about any result that worries you, including a child's youth spine assessment.
        </Trans>
      </p>
      <p>
        <Trans>In an emergency, call your local emergency number.</Trans>
      </p>
    </>
  );
}

export function AccountsAndCodes() {
  return (
    <ul className={styles.list}>
      <li>
        <Trans>
          You sign in with a phone number or an e-mail address. A phone account and an e-mail account are two separate accounts, even when
          they belong to the same person.
        </Trans>
      </li>
      <li>
        <Trans>
          Use only a phone number or e-mail address that is yours. We send a 4-digit code to it; a code is valid for 5 minutes and works
          once.
        </Trans>
      </li>
      <li>
        <Trans>Never tell anyone a code. We will never ask you for one.</Trans>
      </li>
      <li>
        <Trans>
          If you set a password, it has 8 to 20 characters with at least one upper-case letter, one lower-case letter and one digit. Keep it
          to yourself.
        </Trans>
      </li>
      <li>
        <Trans>After 10 wrong codes or passwords in a row, we lock sign-in to the account for an hour to protect it.</Trans>
      </li>
      <li>
        <Trans comment="“Remember me on this device” is the check box on the sign-in screen: use its translation.">
          On a device that others use, such as a tablet at the gym, don't choose “Remember me on this device”, and log out when you're done.
        </Trans>
      </li>
      <li>
        <Trans>For a child, a parent or guardian holds the account (see the privacy policy).</Trans>
      </li>
    </ul>
  );
}

export function AcceptableUse() {
  return (
    <>
      <p>
        <Trans>Please use Contour fairly. In particular, don't:</Trans>
      </p>
      <ul className={styles.list}>
        <li>
          <Trans>add a scan that isn't yours to your account, for example by scanning the code shown to someone else;</Trans>
        </li>
        <li>
          <Trans>try to see other people's reports or accounts, or get around the sign-in limits;</Trans>
        </li>
        <li>
          <Trans>overload, probe or disrupt the service, or collect data from it with automated tools;</Trans>
        </li>
        <li>
          <Trans>copy, change or reverse-engineer the app, except where the law allows it;</Trans>
        </li>
        <li>
          <Trans>use Contour against the law or against the rights of others.</Trans>
        </li>
      </ul>
      <p>
        <Trans>We may suspend an account that breaks these rules. We tell you why, unless the law forbids it.</Trans>
      </p>
    </>
  );
}

export function ShareLinks() {
  const { i18n } = useLingui();
  const format = numberFormat(isLocale(i18n.locale) ? bcp47(i18n.locale) : i18n.locale);
  const hours = format.format(SHARE_LINK_HOURS);
  const days = format.format(SHARE_LINK_HOURS / 24);
  return (
    <ul className={styles.list}>
      <li>
        <Trans>A share link opens one of your reports, read-only, to anyone who has the link. It needs no account.</Trans>
      </li>
      <li>
        <Trans comment="hours is always 168 and days always 7 (the numbers are formatted for the language).">
          A link works for {hours} hours ({days} days) from when you make it. Then it stops working by itself.
        </Trans>
      </li>
      <li>
        <Trans>You can withdraw a link at any time in the report's sharing dialog. It stops working at once.</Trans>
      </li>
      <li>
        <Trans>
          Share only your own reports, and only with people you trust with your health data. You decide who gets a link; we can't undo what
          someone has already seen.
        </Trans>
      </li>
      <li>
        <Trans>
          A report sent by e-mail contains a link that works the same way, and the report as a PDF. A PDF can't be withdrawn once it is
          sent.
        </Trans>
      </li>
    </ul>
  );
}

export function TheScanner() {
  return (
    <ul className={styles.list}>
      <li>
        <Trans>The scanner belongs to your gym, and the gym's own rules apply when you use it. Follow the staff's instructions.</Trans>
      </li>
      <li>
        <Trans>
          For results you can compare, wear tight-fitting clothing, tie up long hair, stand still in the position shown, and get measured at
          a similar time of day each time.
        </Trans>
      </li>
      <li>
        <Trans>
          After a scan, the scanner shows a QR code. Scan it with your phone to add the report to your account. A scan can belong to one
          account only, so scan only the codes of your own measurements.
        </Trans>
      </li>
      <li>
        <Trans>
          The gym's device administrator can delete a scan, for example one taken by mistake. If one of your reports was deleted, Contour
          tells you when you open it.
        </Trans>
      </li>
      <li>
        <Trans>The WiFi set-up screens are for the gym's staff, to connect the scanner to the network.</Trans>
      </li>
    </ul>
  );
}

export function Availability() {
  return (
    <>
      <p>
        <Trans>
          We work to keep Contour available and your data safe, but we can't promise that it is always available. We may pause it for
          maintenance.
        </Trans>
      </p>
      <p>
        <Trans>
          Contour keeps developing: features may change, be added or be removed. When a change takes away something you use, we tell you in
          advance.
        </Trans>
      </p>
      <p>
        <Trans>You can stop using Contour at any time and delete your account in the personal centre.</Trans>
      </p>
    </>
  );
}

export function RulesChanges() {
  return (
    <>
      <p>
        <Trans>
          When we change these rules, we publish the new version here with a new effective date. We announce important changes in the app
          before they apply.
        </Trans>
      </p>
      <p>
        <Trans>
          If you don't agree with a change, you can delete your account before it applies. If you go on using Contour, the new rules apply
          to you.
        </Trans>
      </p>
    </>
  );
}
