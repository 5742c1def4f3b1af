// Rescan reminders (issue 20): the person sets and stops them in the personal centre; the server keeps the choice.
// The reminder itself, its calendar file and the unsubscribe link are tested on the server with a real SMTP server
// and two server copies (server/test/reminders.test.ts).
import { expect, test } from '@playwright/test';
import { ownerOnReport } from './support.ts';
import { expectNoSeriousA11yIssues, screenshotScreens } from './looking.ts';

test('set rescan reminders, see the choice kept, and stop them', async ({ page, request }) => {
  const { token } = await ownerOnReport(page, request, { tag: 'reminders' });
  await page.goto('/personal');
  const select = page.getByRole('combobox', { name: 'Remind me to scan again' });
  await expect(select).toHaveValue('off');
  await expect(page.getByText("One e-mail when it's time, with a calendar entry and a link that stops them.")).toBeVisible();
  await select.selectOption({ label: '4 weeks after my last scan' });
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  const kept = async () =>
    (
      (await (
        await request.post('/api/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query: '{ me { reminderWeeks } }' } })
      ).json()) as {
        data: { me: { reminderWeeks: number | null } };
      }
    ).data.me.reminderWeeks;
  expect(await kept()).toBe(4);
  await page.reload();
  await expect(select).toHaveValue('4');

  await select.selectOption({ label: 'Never' });
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(await kept()).toBeNull();
});

// The screens for a person to look at: `SCREENSHOTS=1 npx playwright test reminders` (written under .tmp/reminders/).
screenshotScreens('reminders', async ({ page, request, lang, shot }) => {
  await ownerOnReport(page, request, { tag: `reminder-shots-${lang}`, heading: false });
  await page.goto('/personal');
  const section = page.locator('section[aria-labelledby="reminders-heading"]');
  await section.locator('select').selectOption('4');
  await expect(section.getByRole('status')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot('personal');
});
