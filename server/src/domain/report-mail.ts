// A report by e-mail and as a PDF download. The mail carries a summary, a share link (listed with the report's other
// links, so its owner can withdraw it) and the report as a PDF, all in the sender's interface language and units.
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../deps.ts';
import { users, type ReportRow } from '../db/schema.ts';
import { serverI18n } from '../i18n.ts';
import { PdfBusy, PdfUnavailable } from '../pdf/renderer.ts';
import { bcp47, type Locale } from '#shared/locales.ts';
import { formatDate, formatDateTime } from '#shared/dates.ts';
import { displayValue, formatNumber, type Quantity } from '#shared/units.ts';
import { normalizeEmail } from './addresses.ts';
import { AppError } from './errors.ts';
import { ownedReport } from './reports.ts';
import { createRenderLink, createShareLink, deleteRenderLink, revokeShareLink } from './share-links.ts';

type Unit = 'metric' | 'imperial';

/** The caller's report (not deleted: ownedReport) and the caller's unit system. */
async function reportAndUnit(deps: AppDeps, userId: string, reportId: string): Promise<{ report: ReportRow; unit: Unit }> {
  const report = await ownedReport(deps.db, userId, reportId);
  // The owner's row is there (reports.user_id references it); 'metric' is the column's default.
  const [owner] = await deps.db.select({ unit: users.unitSystem }).from(users).where(eq(users.id, userId));
  return { report, unit: owner?.unit ?? 'metric' };
}

async function printed(deps: AppDeps, token: string, locale: Locale, unit: Unit): Promise<Uint8Array> {
  try {
    return await deps.pdf.render({ token, locale, unit });
  } catch (err) {
    // Too many waiting in this process: not an error of the printer; the answer says when to try again.
    if (err instanceof PdfBusy) throw new AppError('PDF_FAILED', 'Too many report PDFs are being made', { retryAfterSeconds: 30 });
    deps.log.error({ err, unavailable: err instanceof PdfUnavailable }, 'report PDF failed');
    throw new AppError('PDF_FAILED', 'The report PDF could not be made');
  }
}

/** `contour-report-2026-11-21.pdf`: the measurement's own date. */
export function pdfFileName(report: Pick<ReportRow, 'measuredAt' | 'timezone'>): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: safeZone(report.timezone) }).format(report.measuredAt);
  return `contour-report-${day}.pdf`;
}

const safeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
};

/** The PDF of one of the caller's reports, printed through a two-minute render link that is deleted afterwards. */
export async function reportPdf(deps: AppDeps, userId: string, reportId: string, locale: Locale, unit?: Unit) {
  const { report, unit: stored } = await reportAndUnit(deps, userId, reportId);
  const link = await createRenderLink(deps.db, userId, reportId, deps.clock.now());
  try {
    return { bytes: await printed(deps, link.token, locale, unit ?? stored), fileName: pdfFileName(report) };
  } finally {
    await deleteRenderLink(deps.db, link.id);
  }
}

export type SendReportInput = { userId: string; reportId: string; email: string; locale: Locale; now: Date };

/**
 * Mails a report: checks the address and the report first (nothing is made for a bad request), then makes the
 * share link and prints the PDF through it. When printing or sending fails the new link is withdrawn again.
 */
export async function sendReport(deps: AppDeps, input: SendReportInput) {
  const to = normalizeEmail(input.email);
  const { report, unit } = await reportAndUnit(deps, input.userId, input.reportId);
  const { token, ...link } = await createShareLink(deps.db, input.userId, input.reportId, input.now, deps.config.shareLinkHours);
  const url = `${deps.config.publicUrl}/s/${token}`;
  try {
    const pdf = await printed(deps, token, input.locale, unit);
    const mail = reportMail({ report, unit, url, expiresAt: link.expiresAt, locale: input.locale });
    try {
      await deps.send(
        { channel: 'email', to, ...mail, attachments: [{ filename: pdfFileName(report), content: pdf, contentType: 'application/pdf' }] },
        input.now,
      );
    } catch (err) {
      deps.log.error({ err }, 'report mail failed');
      throw new AppError('SEND_FAILED', 'Sending failure');
    }
  } catch (err) {
    await revokeShareLink(deps.db, input.userId, link.id, input.now);
    throw err;
  }
  return { sentTo: to, link: { ...link, url } };
}

type MailInput = { report: ReportRow; unit: Unit; url: string; expiresAt: Date; locale: Locale };

/** The mail's subject and text in the sender's language: greeting, what and when, a short summary, the link. */
export function reportMail({ report, unit, url, expiresAt, locale }: MailInput): { subject: string; body: string } {
  const i18n = serverI18n(locale);
  const tag = bcp47(locale);
  const date = formatDate(report.measuredAt.toISOString(), report.timezone, tag);
  const until = formatDateTime(expiresAt.toISOString(), report.timezone, tag);
  const bc = report.measurements.bodyComposition;
  const value = (v: number, quantity: Quantity) => formatNumber(displayValue(v, quantity, unit), quantity, tag, { unit });
  const mass = (kg: number) =>
    unit === 'imperial' ? i18n._('{value} lb', { value: value(kg, 'MASS_KG') }) : i18n._('{value} kg', { value: value(kg, 'MASS_KG') });
  const summary = bc
    ? [
        i18n._('Weight: {value}', { value: mass(bc.WT) }),
        i18n._('Body fat: {value} %', { value: value(bc.PBF, 'PERCENT') }),
        i18n._('Skeletal muscle: {value}', { value: mass(bc.SM) }),
        i18n._('BMI: {value}', { value: value(bc.BMI, 'BMI') }),
      ]
    : [];
  const lines = [
    // The mail goes to whoever the address belongs to: it greets them, not the report's owner.
    i18n._('Hello,'),
    '',
    i18n._('Here is the body report measured on {date} with the Contour {model} scanner.', { date, model: report.model }),
    ...(summary.length ? ['', i18n._('Summary'), ...summary.map((line) => `• ${line}`)] : []),
    '',
    i18n._('Open the report online (the link works until {until}):', { until }),
    url,
    '',
    i18n._('The whole report is attached as a PDF.'),
    '',
    i18n._('You receive this e-mail because a Contour user sent this report to your address. If you did not expect it, you can delete it.'),
  ];
  return { subject: i18n._('Contour body report of {date}', { date }), body: lines.join('\n') };
}
