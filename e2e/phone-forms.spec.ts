import { expect, test } from '@playwright/test';

// The business sign-up on a phone, tapped rather than clicked: a refused Next brings the first
// field in error into view, and the dropdowns of step 2 open where the finger is.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

const stamp = `${Date.now()}`.slice(-6);

test('the business sign-up works by touch on a phone', async ({ page }) => {
  await page.goto('/business-register');

  await test.step('Next with the first name missing focuses the first name', async () => {
    await page.getByLabel(/^Last Name/).fill('Lovelace');
    await page.getByRole('button', { name: 'Next' }).tap();
    await expect(page.getByLabel(/^First Name/)).toBeFocused();
    await expect(page.getByLabel(/^First Name/)).toBeInViewport();
  });

  await test.step('the account step passes once filled in', async () => {
    await page.getByLabel(/^First Name/).fill('Ada');
    await page.getByLabel(/^Email/).fill(`phone-${stamp}@example.com`);
    await page.getByLabel(/^Phone/).fill('4165550199');
    await page.getByLabel(/^Company Name/).fill('Harbour Clinic');
    await page.getByLabel(/^Company Email/).fill(`clinic-${stamp}@example.com`);
    await page.getByLabel(/^Company Phone/).fill('4165550123');
    await page.getByLabel(/^Password/).fill('secret1');
    await page.getByLabel(/^Confirm Password/).fill('secret1');
    await page.getByRole('button', { name: 'Next' }).tap();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Business Information' }),
    ).toBeVisible();
  });

  await test.step('the online booking calendar opens and takes a tap', async () => {
    const calendar = page.getByRole('combobox', { name: /Online booking calendar/ });
    await calendar.scrollIntoViewIfNeeded();
    await calendar.tap();
    const calendly = page.getByRole('option', { name: 'Calendly' });
    await expect(calendly).toBeInViewport();
    await calendly.tap();
    await expect(calendar).toHaveValue('Calendly');
    await expect(page.getByLabel(/^Calendly URL/)).toBeVisible();
  });

  await test.step('the address search stays in view with its suggestions', async () => {
    const search = page.getByRole('textbox', { name: /^City or postal code/ });
    await search.tap();
    await search.pressSequentially('Halif', { delay: 20 });
    await expect(search).toBeInViewport();
    await expect(page.getByRole('option', { name: 'Halifax, NS, Canada' })).toBeInViewport();
  });
});
