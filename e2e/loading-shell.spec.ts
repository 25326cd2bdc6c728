import { expect, test } from './axe.ts';

// A page the browser draws shows the app's frame from its first paint (decision 080), and the app
// replaces it whole when it draws.

test('a page the browser draws shows its frame until the app has drawn it', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });

  const shell = page.locator('#root > [aria-hidden="true"]');
  await expect(shell.getByText('Slotmap')).toBeVisible();
  // A picture only: nothing in it for a screen reader, a tap or the keyboard.
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(shell).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Slotmap' })).toHaveCount(1);
});
