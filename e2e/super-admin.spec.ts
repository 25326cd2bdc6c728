import type { Browser, Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { demoAccount } from './demo.ts';

// The super admin, end to end: the admin adds an unclaimed business, a customer finds it and
// claims it, the admin transfers it and the new owner sees it in the business manager; the admin
// finds and edits that person on the Users tab and grants a free month, which the owner can use.

const stamp = `${Date.now()}`.slice(-6);
const businessName = `Lighthouse Physio ${stamp}`;
// A name of its own each run (a retry too), in the letters a name may have: lists of claims and
// users still hold the last attempt's claimant.
const surname = `Claimant-${[...stamp].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
const clara = `Clara ${surname}`;
const clarissa = `Clarissa ${surname}`;
const password = 'claimant-pass1';

function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`)).first();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function login(page: Page, email: string, secret: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(secret);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function signedIn(browser: Browser, email: string, secret: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await login(page, email, secret);
  return page;
}

test.describe('super admin', () => {
  test('an admin-added business is claimed, transferred and run by its new owner; the admin edits the owner and grants a free month', async ({
    page,
    browser,
    request,
  }) => {
    const admin = demoAccount('admin');
    const email = `clara-${stamp}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const registered = await request.post('/api/users', {
      data: { firstName: 'Clara', lastName: surname, email, phone: '9025550140', password },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    let companyId = '';

    await test.step('the admin adds an unclaimed business', async () => {
      await login(page, admin.email, admin.password);
      await page.getByRole('link', { name: 'Admin', exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Super Admin' })).toBeVisible();
      await page.getByRole('link', { name: 'Add Business' }).click();
      await expect(page).toHaveURL(/\/superadmin\/business$/);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Company name is required').first()).toBeVisible();
      await field(page, 'Company Name').fill(businessName);
      await field(page, 'Description').fill('Physiotherapy by the harbour.');
      await field(page, 'Email').fill(`front-${stamp}@lighthouse.example.com`);
      await field(page, 'Phone').fill('9025550111');
      await choose(page, 'Category', 'Athletic Therapy');
      await choose(page, 'Subcategory', 'Rehabilitation');
      await page.getByRole('textbox', { name: /^City or postal code/ }).fill('Halifax');
      await page
        .getByRole('option', { name: /^Halifax, NS/ })
        .first()
        .click();
      await field(page, 'Street Address').fill('1 Lower Water St');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Company Created')).toBeVisible();
      await expect(page).toHaveURL(/\/superadmin$/);
      await page.getByRole('textbox', { name: 'Search businesses' }).fill(businessName);
      await page.getByRole('link', { name: `View ${businessName}` }).click();
      await expect(page).toHaveURL(/\/superadmin\/service\/[0-9a-f-]{36}$/);
      await page.getByRole('link', { name: 'Business info', exact: true }).click();
      await expect(page).toHaveURL(/\/superadmin\/business-info\/[0-9a-f-]{36}$/);
      companyId = page.url().split('/').pop() ?? '';
      await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
    });

    const customer = await signedIn(browser, email, password);
    await test.step('a customer finds it with a Claim button and claims it', async () => {
      await customer.goto(`/company/${companyId}`);
      await expect(customer.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
      await customer.getByRole('button', { name: `Claim ${businessName}` }).click();
      await expect(customer.getByText('Claim Registered')).toBeVisible();
      await expect(
        customer.getByRole('button', { name: `Claim pending for ${businessName}` }),
      ).toBeVisible();
    });

    await test.step('the admin transfers the claim', async () => {
      await page.goto('/superadmin');
      await page.getByRole('tab', { name: 'Claims', exact: true }).click();
      await page.getByRole('button', { name: `Transfer ${businessName} to ${clara}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`Transfer ${businessName} to ${clara}`);
      await dialog.getByRole('button', { name: 'Transfer' }).click();
      await expect(page.getByText('Claim Transferred').first()).toBeVisible();
      await expect(
        page.getByRole('button', { name: `Transfer ${businessName} to ${clara}` }),
      ).toHaveCount(0);
      await page.getByRole('tab', { name: 'Transferred Claims' }).click();
      await expect(page.getByText(businessName).first()).toBeVisible();
    });

    await test.step('the new owner runs it from the business manager', async () => {
      await customer.goto('/admin');
      const card = customer.getByRole('listitem').filter({ hasText: businessName });
      await expect(card).toBeVisible();
      await customer.goto(`/company/${companyId}`);
      await expect(customer.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
      await expect(customer.getByRole('button', { name: `Claim ${businessName}` })).toHaveCount(0);
    });

    await test.step('the admin finds the new owner on the Users tab and edits the name', async () => {
      await page.goto('/superadmin');
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByRole('textbox', { name: 'Search users' }).fill(email);
      await page.getByRole('button', { name: `Edit ${clara}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Email')).toHaveValue(email);
      await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');
      await dialog.getByLabel(/^First name/).fill('Clarissa');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('User Updated')).toBeVisible();
      await expect(page.getByRole('button', { name: `Edit ${clarissa}` })).toBeVisible();
      await page.getByRole('button', { name: `Activity of ${clarissa}` }).click();
      await expect(page.getByText('User edit').first()).toBeVisible();
    });

    await test.step('the admin grants a free month, which the owner uses', async () => {
      await page.goto(`/superadmin/business-info/${companyId}`);
      await expect(page.getByText(clarissa).first()).toBeVisible();
      await page.getByRole('button', { name: 'Add Free Month' }).click();
      const dialog = page.getByRole('dialog', { name: `Add a free month for ${clarissa}?` });
      await expect(dialog).toContainText('They have 0 free months to use now.');
      await dialog.getByRole('button', { name: 'Add the free month' }).click();
      await expect(page.getByText('Free month added successfully')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Activity' }).getByText('User free month'),
      ).toBeVisible();

      await customer.goto(`/business/service/${companyId}`);
      await customer.getByRole('tab', { name: 'Feature Listing' }).click();
      await expect(customer.getByText('You have 1 free month')).toBeVisible();
      await customer.getByRole('button', { name: 'Use a free month' }).click();
      await expect(customer.getByText('Free month applied')).toBeVisible();
    });
    await customer.context().close();
  });
});
