// Changes that can wait: a profile field and the unit changed with the network off show at once, wait in the
// offline queue, and reach the server when the network returns.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { graphqlAs, uniqueEmail, waitForServiceWorker } from './support.ts';

type Me = { me: { name: string | null; unitSystem: string } };

test('a profile and a unit change made offline reach the server when the network returns', async ({ page, context, request }) => {
  const email = uniqueEmail('queue');
  const login = new LoginPage(page, request);
  await page.goto('/login');
  await login.signIn(email);
  const token = await login.token();
  await page.goto('/personal');
  const name = page.getByLabel('Name (optional)');
  await expect(name).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await expect(page.getByText("You're offline: changes are saved to your account when you're back online.").first()).toBeVisible();
  await name.fill('Offline Olga');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText("Saved on this device. It goes to your account when you're back online.")).toBeVisible();
  await page.getByRole('radio', { name: 'Imperial (lb, ft, in)' }).check();
  await expect(page.getByText("Changed on this device. It goes to your account when you're back online.")).toBeVisible();
  // Nothing has reached the server yet.
  expect((await graphqlAs<Me>(request, token, '{ me { name unitSystem } }')).me).toEqual({ name: expect.not.stringMatching('Offline Olga') as unknown, unitSystem: 'METRIC' });

  await context.setOffline(false);
  await expect.poll(async () => (await graphqlAs<Me>(request, token, '{ me { name unitSystem } }')).me, { timeout: 15_000 }).toEqual({
    name: 'Offline Olga',
    unitSystem: 'IMPERIAL',
  });
  await expect(page.getByText('Your profile has been updated')).toBeVisible();
});
