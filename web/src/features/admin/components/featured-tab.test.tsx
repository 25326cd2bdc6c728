import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { featuredRow, harbourInfo, paged } from '../admin.fixture.ts';
import { showSuperAdmin } from '../render-admin.fixture.tsx';

const active = 'GET /admin/featured?limit=10&page=1&status=active';
const inactive = 'GET /admin/featured?limit=10&page=1&status=inactive';
const ended = { ...featuredRow, plan: harbourInfo.plans[2] };

function show(tab: string, answers: Parameters<typeof showSuperAdmin>[0]) {
  return showSuperAdmin(answers, { tab });
}

describe('Featured Businesses tabs', () => {
  it('lists current plans with status, period and amount; the inactive tab stays hidden', async () => {
    show('featured', { [active]: paged([featuredRow]) });

    const table = await screen.findByRole('table', { name: 'Current plans' });
    expect(within(table).getByText('3 Months')).toBeTruthy();
    expect(within(table).getByText('active')).toBeTruthy();
    expect(within(table).getByText('Feb 01, 2026 – May 01, 2026')).toBeTruthy();
    expect(within(table).getByText('$28.00')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'InActive Featured Businesses' })).toBeNull();
  });

  it('cancels a plan after a confirmation', async () => {
    const { calls } = show('featured', {
      [active]: paged([featuredRow]),
      'POST /feature/plans/currentinactive': { body: { message: 'Plans are deleted.' } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the plan of Harbour Massage Clinic' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel plan' }),
    );
    expect(await screen.findByText('Plans are deleted.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/feature/plans/currentinactive',
      body: { id: 'p1' },
    });
  });

  it('reaches the hidden inactive list by its link and gives the plan again there', async () => {
    const { calls } = show('featured', {
      [active]: paged([]),
      [inactive]: paged([{ ...ended, plan: { ...ended.plan, end_reason: 'refunded' } }]),
      'POST /feature/renew': { status: 201, body: { message: 'Complimentary plan added' } },
    });
    expect(await screen.findByText('No active plans found')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show inactive plans' }));

    expect(
      await screen.findByRole('tab', { name: 'InActive Featured Businesses', selected: true }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Inactive plans' });
    expect(within(table).getByText('inactive')).toBeTruthy();
    // Why it ended.
    expect(within(table).getByText('Refunded')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Renew the plan of Harbour Massage Clinic' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Nothing is charged/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give the plan' }));

    expect(await screen.findByText('Complimentary plan added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/feature/renew',
      body: { companyID: 'c-harbour', plan: '1year' },
    });
  });

  it("says 'No Inactive Plans found'", async () => {
    show('inactive-featured', { [inactive]: paged([]) });
    expect(await screen.findByText('No Inactive Plans found')).toBeTruthy();
  });
  it('reads in French: plan, period and amount as Canada writes them', async () => {
    await readIn('fr');
    show('featured', { [active]: paged([featuredRow]) });
    const table = await screen.findByRole('table', { name: 'Forfaits en cours' });
    expect(within(table).getByText('3 mois')).toBeTruthy();
    expect(within(table).getByText('1 févr. 2026 – 1 mai 2026')).toBeTruthy();
    expect(within(table).getByText('28,00 $').textContent).toBe('28,00\u00a0$');
    expect(
      screen.getByRole('button', { name: 'Annuler le forfait de Harbour Massage Clinic' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voir les forfaits inactifs' })).toBeTruthy();
  });
});
