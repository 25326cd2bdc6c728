import type { Page } from '@playwright/test';
import { expect, test } from './axe.ts';

// The owner's side, end to end: the four-step sign-up wizard with an address picked from the
// autocomplete, the business manager, a service with an intake question of every type, hours,
// information, and deleting the business.

/** An input by its visible label; required fields' labels end in an asterisk. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`)).first();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const FIELD_TYPES = [
  ['Short text', 'Preferred name', []],
  ['Checkboxes', 'Areas to focus on', ['Back', 'Neck']],
  ['Single choice (radio)', 'First visit?', ['Yes', 'No']],
  ['File upload', 'Referral letter', []],
  ['Long text', 'Anything we should know?', []],
  ['Slider', 'Pressure preference', ['Light', 'Medium', 'Firm']],
  ['Dropdown', 'Preferred therapist', ['Any', 'Sam']],
] as const;

test.describe('businesses', () => {
  test('a new owner signs up with the wizard, runs the business, then deletes it', async ({
    page,
  }) => {
    const stamp = `${Date.now()}`.slice(-6);
    const businessName = `Harbour Massage ${stamp}`;

    await test.step('step 1: Get Started', async () => {
      await page.goto('/business-register');
      await expect(page.getByRole('heading', { level: 1, name: 'Get Started' })).toBeVisible();
      await expect(
        page.getByText('Get Started for Free — No Credit Card Required. Takes Just 2 Minutes.'),
      ).toBeVisible();
      await field(page, 'First Name').fill('Olive');
      await field(page, 'Last Name').fill('Owner');
      await field(page, 'Email').fill(
        `olive-${stamp}-${Math.random().toString(36).slice(2, 7)}@example.com`,
      );
      await field(page, 'Phone').fill('4165550177');
      await field(page, 'Company Name').fill(businessName);
      await field(page, 'Company Email').fill(`hello-${stamp}@harbour.example.com`);
      await field(page, 'Company Phone').fill('4165550123');
      await field(page, 'Password').fill('owner-pass1');
      await field(page, 'Confirm Password').fill('owner-pass2');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText("Passwords don't match!").first()).toBeVisible();
      await field(page, 'Confirm Password').fill('owner-pass1');
      await page.getByRole('button', { name: 'Next' }).click();
    });

    await test.step('step 2: business information, address from the autocomplete', async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Business Information' }),
      ).toBeVisible();
      await choose(page, 'Category', 'Massage Therapy');
      await choose(page, 'Subcategory', 'Deep Tissue');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Please select a valid location.').first()).toBeVisible();
      await page.getByRole('textbox', { name: /^City or postal code/ }).fill('Halifax');
      await page
        .getByRole('option', { name: /^Halifax, NS/ })
        .first()
        .click();
      await field(page, 'Street Address').fill('1800 Argyle St');
      await page.getByRole('button', { name: 'Next' }).click();
    });

    await test.step('step 3: hours, step 4: the first service', async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Hours of Operation' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
      await field(page, 'Service Name').fill('Relaxation Massage');
      await field(page, 'Service Description').fill('A calm full-body massage.');
      await field(page, 'Price').fill('80');
      await page.getByRole('button', { name: 'Complete Sign Up' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Hello, Olive Owner' })).toBeVisible();
    });

    await test.step('the business shows in the business manager', async () => {
      await page.getByRole('navigation').getByRole('link', { name: 'Business Manager' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      const card = page.getByRole('listitem').filter({ hasText: businessName });
      await expect(card).toBeVisible();
      await expect(card).toContainText('416-555-0123');
      await card.getByRole('link', { name: /Business Settings/ }).click();
      await expect(page).toHaveURL(/\/business\/service\/[0-9a-f-]{36}$/);
      // The settings open on the business's appointments; none are booked yet.
      await expect(page.getByText('No Future Appointments')).toBeVisible();
      await page.getByRole('tab', { name: 'Services' }).click();
      await expect(page.getByText('Relaxation Massage')).toBeVisible();
    });

    await test.step('add a service with an intake question of every type', async () => {
      await page.getByRole('link', { name: 'Add Service' }).click();
      await expect(page).toHaveURL(/\/add-service$/);
      await field(page, 'Service Name').fill('Deep Tissue Massage');
      await field(page, 'Service Description').fill('Firm pressure for knots.');
      await field(page, 'Price').fill('95.50');
      await choose(page, 'Duration', '60 minutes');
      await page.getByRole('radio', { name: /Book Through Integrated Calendar/ }).check();
      for (const [i, [type, label, options]] of FIELD_TYPES.entries()) {
        await page.getByRole('button', { name: 'Add question' }).click();
        const question = page.getByRole('group', { name: `Question ${i + 1}` });
        await question.getByRole('combobox', { name: /^Field type/ }).click();
        await page.getByRole('option', { name: type, exact: true }).click();
        await question.getByLabel(/^Label/).fill(label);
        for (const [j, option] of options.entries()) {
          if (j > 0) await question.getByRole('button', { name: 'Add option' }).click();
          await question.getByLabel(`Option ${j + 1}`, { exact: true }).fill(option);
        }
      }
      await page.getByRole('group', { name: 'Question 1' }).getByLabel('Required').check();
      await page.getByRole('button', { name: 'Add Service' }).click();
      await expect(page.getByText('Service Added')).toBeVisible();
      await expect(page).toHaveURL(/\/business\/service\//);
      await expect(page.getByText('Deep Tissue Massage')).toBeVisible();
      await expect(page.getByText('$95.50')).toBeVisible();
      // What was saved: the seven questions, in order, with their types and options.
      const companyId = page.url().split('/').pop();
      const company = await (await page.request.get(`/api/company/${companyId}`)).json();
      const saved = company.services.find(
        (s: { name: string }) => s.name === 'Deep Tissue Massage',
      );
      expect(saved).toMatchObject({ service_duration: 60, price: 95.5, book_online: true });
      expect(
        saved.intakeForm.map((f: { field_label: string; options: { label: string }[] }) => [
          f.field_label,
          f.options.map((o) => o.label),
        ]),
      ).toEqual(FIELD_TYPES.map(([, label, options]) => [label, [...options]]));
      expect(saved.intakeForm.map((f: { field_type: string }) => f.field_type)).toEqual([
        'text',
        'checkbox',
        'radio',
        'file',
        'textarea',
        'slider',
        'dropdown',
      ]);
      expect(saved.intakeForm[0].is_required).toBe(true);
    });

    await test.step('close on Sunday', async () => {
      await page.getByRole('tab', { name: 'Business Hours' }).click();
      const sunday = page.getByRole('switch', { name: 'Sunday' });
      await expect(sunday).toBeChecked();
      await sunday.uncheck();
      await page.getByRole('button', { name: 'Save Company Info' }).click();
      await expect(page.getByText('Company Updated')).toBeVisible();
      await page.reload();
      await page.getByRole('tab', { name: 'Business Hours' }).click();
      await expect(page.getByRole('switch', { name: 'Sunday' })).not.toBeChecked();
      await expect(page.getByRole('switch', { name: 'Monday' })).toBeChecked();
    });

    await test.step('edit the business information', async () => {
      await page.getByRole('tab', { name: 'Business Information' }).click();
      await field(page, 'Description').fill('Massage on the Halifax waterfront.');
      await field(page, 'Facebook').fill('not a link');
      await page.getByRole('button', { name: 'Save Company Info' }).click();
      await expect(page.getByText('This is not a valid facebook link.').first()).toBeVisible();
      await field(page, 'Facebook').fill('https://www.facebook.com/harbourmassage');
      await page.getByRole('button', { name: 'Save Company Info' }).click();
      await expect(page.getByText('Company Updated')).toBeVisible();
      await page.reload();
      await page.getByRole('tab', { name: 'Business Information' }).click();
      await expect(field(page, 'Description')).toHaveValue('Massage on the Halifax waterfront.');
    });

    await test.step('delete the business', async () => {
      await page.getByRole('tab', { name: 'Delete Business' }).click();
      await expect(
        page.getByText(
          'This will delete your company and all data associated with it. This cannot be undone.',
        ),
      ).toBeVisible();
      await page
        .getByRole('button', { name: /Delete Business/i })
        .last()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Are you sure you want to delete your Business ?');
      await dialog.getByRole('button', { name: /Delete/ }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByText('Business Removed')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: businessName })).toHaveCount(0);
    });
  });
});
