import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { claim, paged } from '../admin.fixture.ts';
import { showSuperAdmin } from '../render-admin.fixture.tsx';

const open = 'GET /claim?limit=10&page=1';
const transferred = 'GET /claim/transferred?limit=10&page=1';

function show(tab: string, answers: Parameters<typeof showSuperAdmin>[0]) {
  return showSuperAdmin(answers, { tab });
}

describe('Claims tab', () => {
  it('opens from navigation state and shows the company and the claimant', async () => {
    show('claims', { [open]: paged([claim]) });

    const table = await screen.findByRole('table', { name: 'Open claims' });
    expect(screen.getByRole('tab', { name: 'Claims', selected: true })).toBeTruthy();
    for (const text of ['Lakeside Dental', 'front@lakeside.example.com', '647-555-0111']) {
      expect(within(table).getByText(text)).toBeTruthy();
    }
    for (const text of ['Carl Claimant', 'carl@example.com', '647-555-0122']) {
      expect(within(table).getByText(text)).toBeTruthy();
    }
    expect(within(table).getByText('Mar 02, 2026')).toBeTruthy();
  });

  it('transfers after the warning and says so', async () => {
    const { calls } = show('claims', {
      [open]: paged([claim]),
      'PUT /claim/transfer': { body: { msg: 'Claim Transferred', claim } },
    });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Transfer Lakeside Dental to Carl Claimant' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure? This can NOT be undone!')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(await screen.findByText('Claim Transferred')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ path: '/claim/transfer', body: { id: 'k1' } });
  });

  it("rejects after a confirmation with 'Claim Removed'", async () => {
    const { calls } = show('claims', {
      [open]: paged([claim]),
      'DELETE /claim/k1': { body: { msg: 'Claim Removed' } },
    });

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Reject the claim of Carl Claimant on Lakeside Dental',
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }),
    );

    expect(await screen.findByText('Claim Removed')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/claim/k1']);
  });

  it("shows the server's refusal of a claim already settled", async () => {
    show('claims', {
      [open]: paged([claim]),
      'PUT /claim/transfer': {
        status: 409,
        body: { errors: [{ msg: 'This business has already been claimed' }] },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Transfer Lakeside Dental to Carl Claimant' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer' }),
    );
    expect(await screen.findByText('This business has already been claimed')).toBeTruthy();
  });

  it("says 'No claims found' when none are open", async () => {
    show('claims', { [open]: paged([]) });
    expect(await screen.findByText('No claims found')).toBeTruthy();
  });
});

describe('Transferred Claims tab', () => {
  it('lists transferred claims with the transfer date', async () => {
    show('transferred-claims', {
      [transferred]: paged([
        { ...claim, is_transfered: true, transferredAt: '2026-03-04T10:00:00.000Z' },
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Transferred claims' });
    expect(within(table).getByText('Mar 04, 2026')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Transfer/ })).toBeNull();
  });

  it("says 'No transferred claims found'", async () => {
    show('Transferred Claims', { [transferred]: paged([]) });
    expect(await screen.findByText('No transferred claims found')).toBeTruthy();
  });
  it('reads in French, the claim day as Canada writes it', async () => {
    await readIn('fr');
    show('claims', { [open]: paged([claim]) });
    const table = await screen.findByRole('table', { name: 'Revendications ouvertes' });
    expect(screen.getByRole('tab', { name: 'Revendications', selected: true })).toBeTruthy();
    expect(within(table).getByText('2 mars 2026')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Refuser la revendication de Carl Claimant pour Lakeside Dental',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Refuser la revendication de Lakeside Dental',
    });
    expect(
      within(dialog).getByText('Nous aviserons Carl Claimant du refus de sa revendication.'),
    ).toBeTruthy();
  });
});
