// A coach's consented view (issue 21): the member invites a coach by e-mail with chosen sections; the coach signs in
// with that address through the invitation's link and sees only what was granted, read-only; the member sees when
// the coach looked and revokes in one tap, after which the coach sees nothing. The server's cross-account probe of
// every operation is server/test/grants.test.ts.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ownerOnReport, signInAs, uniqueEmail } from './support.ts';
import { expectNoSeriousA11yIssues, screenshotScreens } from './looking.ts';
import { latestInvitationLink } from './mailbox.ts';

const DAY = 24 * 3600_000;

/** The coach's own browser: another context, with nothing of the member's. */
async function coachPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('invite a coach, who sees only the granted sections until the member stops sharing', async ({ page, request, browser }) => {
  await ownerOnReport(page, request, {
    tag: 'coach-owner',
    name: 'Ada',
    scans: [{ measuredAt: new Date(Date.now() - 20 * DAY) }, {}],
  });
  await page.goto('/personal');
  const card = page.locator('section[aria-labelledby="coach-heading"]');
  await expect(card.getByText('You share your reports with nobody.')).toBeVisible();

  // The form checks like the server.
  await card.getByRole('button', { name: 'Invite someone' }).click();
  const form = page.getByRole('dialog', { name: 'Share with a coach or clinician' });
  await form.getByRole('checkbox', { name: 'Body composition' }).uncheck();
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(form.getByText('Enter their e-mail address.')).toBeVisible();
  await expect(form.getByText('Choose at least one part of your reports.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  const coachEmail = uniqueEmail('coach');
  await form.getByLabel('Their e-mail address').fill(coachEmail);
  await form.getByRole('checkbox', { name: 'Body composition' }).check();
  await form.getByRole('checkbox', { name: 'Girths' }).check();
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(form).toBeHidden();
  await expect(card.getByRole('status').filter({ hasText: `Invitation sent to ${coachEmail}.` })).toBeVisible();
  const item = card.getByRole('listitem').filter({ hasText: coachEmail });
  await expect(item).toContainText('not accepted yet');
  await expect(item).toContainText('Body composition and Girths');
  await expect(item).toContainText('All reports, now and future');

  // The coach opens the invitation's link, signs in (a new account) and lands on what is shared.
  const link = await latestInvitationLink(request, coachEmail);
  const coach = await coachPage(browser);
  await signInAs(coach, request, { via: 'ui', email: coachEmail, from: new URL(link).pathname + new URL(link).search });
  await expect(coach).toHaveURL(/\/shared$/);
  const person = coach.getByRole('region', { name: 'Ada' });
  await expect(person).toContainText('Body composition and Girths');
  const reports = person.getByRole('link');
  await expect(reports).toHaveCount(2);
  await expectNoSeriousA11yIssues(coach);
  await reports.first().click();
  await expect(coach.getByText('A report shared with you, read-only.')).toBeVisible();
  await expect(coach.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  await expect(coach.getByRole('link', { name: /Girths/ }).first()).toBeVisible();
  await expect(coach.getByRole('link', { name: /Posture/ })).toHaveCount(0);
  await expect(coach.getByRole('link', { name: /Interpretation/ })).toHaveCount(0);
  const reportUrl = coach.url();

  // The member sees the acceptance and the look, and who opened what.
  await page.reload();
  await expect(item).toContainText('Accepted on');
  await expect(item).toContainText('last looked on');
  await item.getByText('Who opened what').click();
  await expect(item.getByRole('listitem')).toHaveCount(1);

  // One tap (and a confirmation) stops it.
  await item.getByRole('button', { name: 'Stop sharing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop sharing' }).click();
  await expect(card.getByRole('status').filter({ hasText: `You no longer share with ${coachEmail}.` })).toBeVisible();
  await expect(card.getByText('You share your reports with nobody.')).toBeVisible();

  await coach.goto(reportUrl);
  await expect(coach.getByText('This person stopped sharing their reports with you.')).toBeVisible();
  await coach.goto('/shared');
  await expect(coach.getByText('Nobody shares reports with you yet')).toBeVisible();
  await coach.context().close();
});

test('an invitation opened by an account of another address is refused, and nothing is shared', async ({ page, request, browser }) => {
  const { token } = await ownerOnReport(page, request, { tag: 'coach-owner2' });
  const coachEmail = uniqueEmail('coach2');
  const res = await request.post('/api/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation($i: GrantInput!) { createGrant(input: $i) { id } }',
      variables: { i: { email: coachEmail, sections: ['GIRTHS'], interpretation: false } },
    },
  });
  expect(res.ok()).toBe(true);
  const link = await latestInvitationLink(request, coachEmail);
  const other = await coachPage(browser);
  await signInAs(other, request, { tag: 'not-the-coach' });
  await other.goto(new URL(link).pathname + new URL(link).search);
  await expect(other.getByText('This invitation is for another e-mail address. Sign in with the address it was sent to.')).toBeVisible();
  await other.goto('/shared');
  await expect(other.getByText('Nobody shares reports with you yet')).toBeVisible();
  await other.context().close();
});

// The screens for a person to look at: `SCREENSHOTS=1 npx playwright test coach` (written under .tmp/coach/).
screenshotScreens('coach', async ({ page, request, lang, shot }) => {
  const { token } = await ownerOnReport(page, request, { tag: `coach-shots-${lang}`, name: 'Ada', heading: false });
  const coachEmail = uniqueEmail(`coach-shots-${lang}`);
  await request.post('/api/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation($i: GrantInput!) { createGrant(input: $i) { id } }',
      variables: {
        i: { email: coachEmail, sections: ['BODY_COMPOSITION', 'GIRTHS'], interpretation: true, reportsFrom: '2026-01-01T00:00:00.000Z' },
      },
    },
  });
  await page.goto('/personal');
  const card = page.locator('section[aria-labelledby="coach-heading"]');
  await card.scrollIntoViewIfNeeded();
  await shot('personal');
  await card.locator('button').last().click();
  await expect(page.locator('dialog[open]')).toBeVisible();
  await shot('invite-form');
  // The coach's side, in the same language.
  const link = await latestInvitationLink(request, coachEmail);
  const member = await signInAs(null, request, { email: coachEmail });
  await page.evaluate((t) => sessionStorage.setItem('token', t), member.token);
  await page.context().addInitScript((t) => sessionStorage.setItem('token', t), member.token);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(/\/shared$/);
  await shot('shared-with-me');
  await page.locator('a[href*="/shared/report"]').first().click();
  await expect(page.locator('[role="note"]')).toBeVisible();
  await shot('shared-report');
});
