import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { claim, harbour, paged } from '../admin.fixture.ts';
import { showSuperAdmin } from '../render-admin.fixture.tsx';
import { screenMatches } from '../../../test/media.ts';

/** A 375 px phone: every max-width query of the page matches. */
function onPhone() {
  screenMatches((query) => query.includes('max-width'));
}

describe('/superadmin on a phone', () => {
  beforeEach(onPhone);

  it('offers the tabs as a dropdown and shows rows as cards', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Businesses' });
    const card = within(list).getAllByRole('listitem')[0];
    expect(within(card).getByText('Harbour Massage Clinic')).toBeTruthy();
    expect(within(card).getByText('Contact Info')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View Harbour Massage Clinic' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Section' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Claims', hidden: true }));
    expect(await screen.findByRole('list', { name: 'Open claims' })).toBeTruthy();
    // The hidden tab is not offered in the dropdown either.
    await userEvent.click(screen.getByRole('combobox', { name: 'Section' }));
    expect(await screen.findByRole('option', { name: 'Users', hidden: true })).toBeTruthy();
    expect(
      screen.queryByRole('option', { name: 'InActive Featured Businesses', hidden: true }),
    ).toBeNull();
  });
});

function show() {
  return showSuperAdmin({
    'GET /company/admin/companies?limit=10&page=1': paged([harbour]),
    'GET /claim?limit=10&page=1': paged([claim]),
  });
}
