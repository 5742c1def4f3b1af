import { expect, test } from '@playwright/test';
import { ComparePage } from './pages/compare-page.ts';
import { keptDrawings, ownerOnReport, putMesh, waitForServiceWorker, GRAPHQL_ROUTES } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';

const DAY = 86_400_000;
const dateInput = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('compare a report with an earlier one picked in a limited calendar range', async ({ page, context, request }) => {
  const now = Date.now();
  await ownerOnReport(page, request, {
    tag: 'compare',
    scans: [300, 30, 0].map((daysAgo) => ({ measuredAt: new Date(now - daysAgo * DAY) })),
  });

  const compare = new ComparePage(page);
  await compare.openPicker();
  const dialog = compare.dialog;
  await expect(dialog).toBeVisible();
  // The default range (the last 180 days) holds the report from 30 days ago, not the one from 300 days ago.
  const options = compare.options();
  await expect(options).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);

  // A range longer than the caller's maximum is refused with its message.
  await compare.setRange({ from: dateInput(new Date(now - 320 * DAY)) });
  await expect(dialog.getByRole('alert')).toHaveText('The range can span at most 180 days.');
  await expect(compare.compareButton()).toBeDisabled();
  // A range that fits, reaching back to the old report.
  await compare.setRange({ to: dateInput(new Date(now - 200 * DAY)) });
  await expect(options).toHaveCount(1);
  await compare.compareWithFirst();

  await expect(page).toHaveURL(/compare=/);
  const panel = compare.panel();
  await expect(panel).toBeVisible();
  // The picker's button is gone: focus is on the comparison's heading, not the page.
  await expect(panel.getByRole('heading', { name: /Compared with/ })).toBeFocused();
  const weight = compare.row(/Weight/);
  await expect(weight).toContainText(/Weight kg.*77\.3/);
  await expectNoSeriousA11yIssues(page);

  // Seen before, so the comparison opens offline, every time (an outside run once saw "can't be compared" on reloads).
  await waitForServiceWorker(page);
  await expect(panel).toBeVisible();
  await context.setOffline(true);
  for (let reload = 0; reload < 3; reload += 1) {
    await page.reload();
    await expect(compare.row(/Weight/)).toContainText('77.3');
  }
  await context.setOffline(false);
  await compare.stop();
  await expect(page).not.toHaveURL(/compare=/);
});

test('where the body changed: worked out from the two 3D scans, region by region, and there offline once seen', async ({
  page,
  context,
  request,
}) => {
  const now = Date.now();
  const owner = await ownerOnReport(page, request, {
    tag: 'body-change',
    profile: 'scanner',
    scans: [60, 0].map((daysAgo) => ({ measuredAt: new Date(now - daysAgo * DAY) })),
  });
  const [earlier, later] = owner.reportIds as [string, string];
  // The later scan stood a little turned and shifted, with the waist 20 mm further out.
  await putMesh(request, owner.scanIds[0]!, 1);
  await putMesh(request, owner.scanIds[1]!, 2, { pose: { turnDeg: 3, shiftX: 0.02 }, grow: [{ fromY: 0.58, toY: 0.66, mm: 20 }] });
  // From the model screen (entered from home, as the spec allows), as a person finds it.
  await page.goto('/');
  await page.getByRole('link', { name: 'View 3D model' }).click();
  await page.getByRole('link', { name: 'Where your body changed' }).click();
  await expect(page).toHaveURL(new RegExp(`id=${later}.*compare=${earlier}|compare=${earlier}.*id=${later}`));
  const compare = new ComparePage(page);
  await expect(compare.bodyRegions()).toHaveCount(6);
  // The waist grew beyond measurement variation (▲, its sentence says so); the calves did not move.
  const waist = compare.bodyRegion('Waist');
  await expect(waist).toContainText(/▲\+1[5-9]/);
  await expect(waist.locator('[data-tone]')).toHaveAttribute('title', /^up 1[5-9]\smm since /);
  await expect(compare.bodyRegion('Calves')).toContainText(/[=≈]/);

  // The heat map on the later body: a tap on the front of the waist reads how far it moved out there, in mm.
  const view = compare.changeView();
  await expect(view).toHaveAttribute('data-state', 'ready');
  await expect(compare.pointReading()).toHaveText('Tap the body to read the change at a point.');
  await view.scrollIntoViewIfNeeded();
  const box = (await view.boundingBox())!;
  // The body fills the picture's height (feet at the bottom, head at the top): its waist is at about 38 % from the top.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.385);
  await expect(compare.pointReading()).toHaveText(/^At this point: moved out (1[6-9]|2[0-4])\smm\.$/);
  // A tap beside the body finds none.
  await page.mouse.click(box.x + 4, box.y + box.height / 2);
  await expect(compare.pointReading()).toHaveText('There is no body there: tap the body itself.');
  // The keyboard's probe reads down the middle: from the chest to the feet, the legs never moved.
  await view.focus();
  await page.keyboard.press('ArrowDown');
  await expect(compare.pointReading()).toHaveText(/^At this point: /);
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowDown');
  await expect(compare.pointReading()).toHaveText(/^At this point: no change beyond measurement variation\.$|^There is no body there/);
  // The legend says what the colours mean, in the person's unit.
  await expect(compare.bodyChange()).toContainText(/Less than 4–7\smm either way, by region: within measurement variation/);
  // The earlier body as a ghost around the later one.
  await compare.bodyChange().getByRole('radio', { name: 'Overlay' }).check();
  await expect(view).toHaveAttribute('data-mode', 'overlay');
  await expect(view).toHaveAccessibleName(/with your body on .+ as a see-through outline$/);
  // The two bodies side by side, turning together, each under its date.
  await compare.bodyChange().getByRole('radio', { name: 'Side by side' }).check();
  await expect(view).toHaveAttribute('data-mode', 'side');
  await expect(view).toHaveAccessibleName(/^Your body on .+ and on .+, side by side$/);
  await view.focus();
  await page.keyboard.press('ArrowRight');
  await expect(compare.pointReading()).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  // Seen once, there offline: the figures and the two bodies, first as the page's last drawing (a 3D view's canvas in
  // it is an empty box until the app draws it again), not the app's shell.
  await waitForServiceWorker(page);
  const address = new URL(page.url());
  await expect.poll(() => keptDrawings(page), { timeout: 15_000 }).toContain(address.pathname + address.search);
  await context.setOffline(true);
  const drawing = await page.reload();
  expect(await drawing!.text()).toMatch(/id="server-data" data-session="[0-9a-f]{16}"/);
  await expect(compare.bodyRegion('Waist')).toContainText(/▲\+1[5-9]/);
  await expect(compare.changeView()).toHaveAttribute('data-state', 'ready');
  await context.setOffline(false);
});

test('where the body changed says so when a scan has no 3D model', async ({ page, request }) => {
  const now = Date.now();
  const owner = await ownerOnReport(page, request, {
    tag: 'body-change-none',
    scans: [40, 0].map((daysAgo) => ({ measuredAt: new Date(now - daysAgo * DAY) })),
  });
  await putMesh(request, owner.scanIds[1]!, 3);
  await page.goto(`/report?id=${owner.reportIds[1]}&section=composition&compare=${owner.reportIds[0]}`);
  await expect(new ComparePage(page).bodyChange()).toContainText("One of these scans has no 3D model, so their shapes can't be compared.");
});

test("offline, a report or comparison never opened here says it isn't saved on this device, also when the browser thinks it is online; a pair the server refuses can't be compared", async ({
  page,
  request,
}) => {
  const now = Date.now();
  const owner = await ownerOnReport(page, request, {
    tag: 'compare-unsaved',
    scans: [60, 30, 0].map((daysAgo) => ({ measuredAt: new Date(now - daysAgo * DAY) })),
    open: 'last',
  });
  const [oldest, middle, newest] = owner.reportIds as [string, string, string];
  await waitForServiceWorker(page);

  // A pair the server refuses (no such report): no retry, only the way out.
  await page.goto(`/report?id=${newest}&section=composition&compare=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByText("These reports can't be compared")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // The server out of reach while the browser still says online (a network that carries nothing): the report seen
  // before opens, its comparison with a report never compared says it isn't saved, and so does a report never opened.
  await page.route(GRAPHQL_ROUTES, (route) => route.abort('connectionrefused'));
  await page.goto(`/report?id=${newest}&section=composition&compare=${oldest}`);
  await expect(page.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText("These reports can't be compared")).toHaveCount(0);
  await page.goto(`/report?id=${middle}`);
  await expect(page.getByRole('heading', { name: "This report isn't saved on this device yet" })).toBeVisible();
  await page.unroute(GRAPHQL_ROUTES);
});

test('the body over time: the scans of one model as a time-lapse on the model screen, with a slider, and there offline once seen', async ({
  page,
  context,
  request,
}) => {
  const now = Date.now();
  const owner = await ownerOnReport(page, request, {
    tag: 'time-lapse',
    profile: 'scanner',
    scans: [60, 30, 0].map((daysAgo) => ({ measuredAt: new Date(now - daysAgo * DAY) })),
  });
  // The waist 10 mm further out at each scan; the latest scan's model first: alone, there is nothing to play yet.
  const grown = (i: number) => (i ? { grow: [{ fromY: 0.58, toY: 0.66, mm: 10 * i }] } : {});
  await putMesh(request, owner.scanIds[2]!, 3, grown(2));
  await page.goto('/');
  await page.getByRole('link', { name: 'View 3D model' }).click();
  const section = page.getByRole('region', { name: 'Your body over time' });
  await expect(section).toContainText('Scan again on this scanner to see your body change over time.');
  for (const i of [0, 1]) await putMesh(request, owner.scanIds[i]!, i + 1, grown(i));
  // A person who prefers reduced motion: the latest scan shows, and nothing plays by itself.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('link', { name: 'View 3D model' }).click();
  const body = section.getByRole('img', { name: /^Your body on / });
  await expect(body).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const slider = section.getByRole('slider', { name: /^Scan date/ });
  await expect(slider).toHaveValue('2');
  await expect(section.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
  const latest = await slider.getAttribute('aria-valuetext');
  // The keys step scan by scan; the picture is told.
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('1');
  await expect(body).toHaveAttribute('data-at', '1.00');
  expect(await slider.getAttribute('aria-valuetext')).not.toBe(latest);
  await expect(body).toHaveAccessibleName(`Your body on ${await slider.getAttribute('aria-valuetext')}`);
  // Play runs to the latest scan and stops there.
  await section.getByRole('button', { name: 'Play' }).click();
  await expect(section.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true');
  await expect(body).toHaveAttribute('data-at', '2.00', { timeout: 10_000 });
  await expect(section.getByRole('button', { name: 'Play' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Seen once, there offline (the model screen opens from home, as the spec has it).
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/');
  await page.getByRole('link', { name: 'View 3D model' }).click();
  await expect(page.getByRole('region', { name: 'Your body over time' }).getByRole('img')).toHaveAttribute('data-state', 'ready');
  await context.setOffline(false);
});
