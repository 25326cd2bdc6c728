import type { PlanView } from '@slotmap/domain/listings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderElement } from '../../../test/render.tsx';
import { PlansTable } from './plans-table.tsx';
import { screenMatches } from '../../../test/media.ts';

const plan = {
  _id: 'p1',
  plan_name: '1m',
  amount: 10,
  start_date: '2026-12-01T14:00:00.000Z',
  end_date: '2027-01-01T14:00:00.000Z',
  status: 'active',
  free_month: false,
  failure: null,
  createdAt: '2026-12-01T14:00:00.000Z',
} as PlanView;

function show(phone: boolean, run = () => {}) {
  screenMatches((query) => phone && query.includes('599px'));
  renderElement(
    <PlansTable
      plans={[plan]}
      empty="No active plans found"
      action={() => ({ label: 'Cancel', color: 'red', run })}
    />,
  );
}

describe('the plans of a business', () => {
  it('are a table on a wide screen', () => {
    show(false);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Plan Duration' })).toBeTruthy();
  });

  it('are cards on a phone, with nothing to scroll sideways, and keep their action', async () => {
    const run = vi.fn();
    show(true, run);
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('listitem'));
    expect(card.getByText('Dec 01, 2026')).toBeTruthy();
    expect(card.getByText('Jan 01, 2027')).toBeTruthy();
    expect(card.getByText('$10')).toBeTruthy();
    expect(card.getByText('Start')).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: 'Cancel' }));
    expect(run).toHaveBeenCalledOnce();
  });

  it('read in French, with French dates, prices and plan names', async () => {
    await readIn('fr');
    show(false);
    expect(screen.getByRole('columnheader', { name: 'Durée' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Début' })).toBeTruthy();
    const row = within(screen.getAllByRole('row')[1]);
    expect(row.getByText('1 mois')).toBeTruthy();
    expect(row.getByText('01 déc. 2026')).toBeTruthy();
    expect(row.getByText('10 $').textContent).toBe('10\u00a0$');
  });
});
