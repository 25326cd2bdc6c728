import type { Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { waitForMail } from './mail.ts';

// Accounts, end to end, as a person would use them: sign up, read the welcome notification,
// sign out and in, change the password, reset it through the e-mailed link, delete the account.

const firstName = 'Ada';
const lastName = 'Lovelace';

/** An input by its visible label; required fields' labels end in an asterisk. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

function uniqueEmail() {
  return `ada-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: `Hello, ${firstName} ${lastName}` }),
  ).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/account/);
  await page.getByRole('tab', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/account#signout$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Register' })).toBeVisible();
}

/** The reset link of the newest reset mail to `email`, as it arrived at the SMTP server. */
async function resetLinkFromMail(email: string): Promise<string> {
  const mail = await waitForMail(email, /Reset your Slotmap password/);
  const link = /https?:\/\/\S+\/reset\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  return new URL(link ?? '').pathname;
}

test.describe('accounts', () => {
  test('sign up, notification, sign in, change and reset the password, delete the account', async ({
    page,
  }) => {
    const email = uniqueEmail();
    const firstPassword = 'first-pass1';
    const changedPassword = 'changed-pass2';
    const resetPassword = 'reset-pass3';

    await test.step('sign up as a new personal user', async () => {
      await page.goto('/register');
      await expect(
        page.getByRole('heading', { name: 'What type of Account Are You Trying to Create?' }),
      ).toBeVisible();
      await page.getByRole('link', { name: /Personal/ }).click();
      await expect(page).toHaveURL(/\/create-account$/);

      await field(page, 'First Name').fill(firstName);
      await field(page, 'Last Name').fill(lastName);
      await field(page, 'Email').fill(email);
      await field(page, 'Phone').fill('(416) 555-0199');
      await expect(field(page, 'Phone')).toHaveValue('4165550199');
      await field(page, 'Password').fill(firstPassword);
      await field(page, 'Confirm Password').fill(firstPassword);
      await page.getByRole('button', { name: 'Sign Up' }).click();

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(
        page.getByRole('heading', { name: `Hello, ${firstName} ${lastName}` }),
      ).toBeVisible();
    });

    await test.step('read the welcome notification through the header bell', async () => {
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
      await bell.click();
      const welcome = page.getByRole('dialog').getByRole('button', { name: /Welcome to Slotmap/ });
      await expect(welcome).toBeVisible();
      await welcome.click();
      await expect(welcome).toHaveAttribute('aria-expanded', 'true');
      // Opening it marks it read.
      await expect(bell).toHaveAccessibleName('Notifications');
      await page.keyboard.press('Escape');
    });

    await test.step('sign out, then sign in again', async () => {
      await signOut(page);
      await logIn(page, email, firstPassword);
    });

    await test.step('change the password on the account page', async () => {
      await page.goto('/account');
      await expect(page.getByRole('tab', { name: 'Email & Password' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(field(page, 'Email')).toHaveValue(email);
      await field(page, 'New Password').fill(changedPassword);
      await field(page, 'Confirm New Password').fill(changedPassword);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('Password Updated')).toBeVisible();
      // The fresh token keeps this session signed in.
      await page.reload();
      await expect(field(page, 'Email')).toHaveValue(email);
    });

    await test.step('sign out and ask for a reset link', async () => {
      await signOut(page);
      await page.getByRole('link', { name: 'Forgot Password' }).click();
      await expect(page).toHaveURL(/\/forgot$/);
      await field(page, 'Email').fill(email);
      await page.getByRole('button', { name: 'Send Link' }).click();
      await expect(page).toHaveURL(/\/success-page$/);
      await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
      await expect(
        page.getByText('An email will be sent soon to reset your password'),
      ).toBeVisible();
    });

    await test.step('follow the e-mailed link and set a new password', async () => {
      const resetPath = await resetLinkFromMail(email);
      await page.goto(resetPath);
      await field(page, 'New Password').fill(resetPassword);
      await field(page, 'Confirm New Password').fill(resetPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page).toHaveURL(/\/success-page$/);
      await page.getByRole('link', { name: 'Back to Login' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('sign in with the new password only', async () => {
      await field(page, 'Email').fill(email);
      await field(page, 'Password').fill(changedPassword);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Invalid credentials')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      await logIn(page, email, resetPassword);
    });

    await test.step('delete the account', async () => {
      await page.goto('/account#delete-account');
      await page.getByRole('button', { name: 'Delete My Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Delete Account' }).click();

      await expect(page).toHaveURL(/\/delete-account$/);
      await expect(
        page.getByText('Your Account Has Been Deleted. Sorry To See You Go!'),
      ).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Login' })).toBeVisible();
    });

    await test.step('the deleted account can no longer sign in', async () => {
      await page.getByRole('link', { name: 'Back to Login' }).click();
      await field(page, 'Email').fill(email);
      await field(page, 'Password').fill(resetPassword);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Invalid credentials')).toBeVisible();
    });
  });

  test('a visitor is sent from a behind-login page to the login page', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });

  test('a sign-up whose passwords differ is refused before anything is sent', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/users')) calls.push(request.method());
    });
    await page.goto('/create-account');
    await field(page, 'First Name').fill(firstName);
    await field(page, 'Last Name').fill(lastName);
    await field(page, 'Email').fill(uniqueEmail());
    await field(page, 'Phone').fill('4165550199');
    await field(page, 'Password').fill('secret-one');
    await field(page, 'Confirm Password').fill('secret-two');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/create-account$/);
    expect(calls).toEqual([]);
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px the sign-up keeps typed names whole, and its toast sits below the header, clear of Sign Up`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/create-account');
      // Decision 050: letters of any script, hyphens and apostrophes stay as typed.
      await field(page, 'First Name').pressSequentially('Anne-Marie Zoë');
      await field(page, 'Last Name').pressSequentially("O'Brien-Nguyễn");
      await expect(field(page, 'First Name')).toHaveValue('Anne-Marie Zoë');
      await expect(field(page, 'Last Name')).toHaveValue("O'Brien-Nguyễn");
      await field(page, 'Email').fill(uniqueEmail());
      await field(page, 'Phone').fill('4165550199');
      await field(page, 'Password').fill('secret-one');
      await field(page, 'Confirm Password').fill('secret-two');
      const signUp = page.getByRole('button', { name: 'Sign Up' });
      // A burst of presses: no more than three toasts, none over the header or the button.
      for (let i = 0; i < 4; i++) await signUp.click();

      const toasts = page.getByRole('alert').filter({ hasText: 'Passwords do not match' });
      await expect(toasts.first()).toBeVisible();
      expect(await toasts.count()).toBeLessThanOrEqual(3);
      const header = await page.getByRole('banner').boundingBox();
      const button = await signUp.boundingBox();
      for (const toast of await toasts.all()) {
        const box = await toast.boundingBox();
        if (!box || !header || !button) throw new Error('Nothing to measure');
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
        const overlaps =
          box.x < button.x + button.width &&
          button.x < box.x + box.width &&
          box.y < button.y + button.height &&
          button.y < box.y + box.height;
        expect(overlaps).toBe(false);
      }
      // Top right on a wide screen (the spec), the top of a phone.
      const first = await toasts.first().boundingBox();
      if (width > 500) expect((first?.x ?? 0) + (first?.width ?? 0)).toBeGreaterThan(width - 40);
      else expect(first?.y ?? 999).toBeLessThan(140);
    });
  }

  test('the side menu’s edge runs to the bottom of a page longer than the window', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto('/create-account');
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    const { edge, page: whole } = await page.evaluate(() => {
      const shell = document.getElementById('side-navigation')?.parentElement as HTMLElement;
      return {
        edge: Number.parseFloat(getComputedStyle(shell, '::before').height),
        page: document.documentElement.scrollHeight,
      };
    });
    expect(whole).toBeGreaterThan(480);
    expect(edge).toBeGreaterThanOrEqual(whole - 1);
  });

  test('at 375 px the side navigation opens from the burger', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    const register = page.getByRole('link', { name: 'Register' });
    await expect(register).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(register).toBeInViewport();
    await register.click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  });
});
