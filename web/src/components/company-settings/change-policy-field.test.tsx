import { notifications } from '@mantine/notifications';
import { MSG_CHANGE_CUTOFF } from '@slotmap/domain/reschedule';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session.ts';
import { harbourClinic } from '../../test/fixtures.ts';
import { readIn } from '../../test/language.ts';
import { renderElement, stubApi } from '../../test/render.tsx';
import { InfoTab } from './info-tab.tsx';

const savePath = `PUT /company/business/${harbourClinic._id}`;

function show(company = harbourClinic) {
  const api = stubApi({ [savePath]: { body: { ...company, change_cutoff_hours: 48 } } });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  renderElement(<InfoTab company={company} />);
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const field = () =>
  screen.getByRole('textbox', { name: 'Change cutoff (hours)' }) as HTMLInputElement;

describe('Business information: Changes and cancellations', () => {
  it('shows the business’s cutoff with what it means', () => {
    show({ ...harbourClinic, change_cutoff_hours: 12 });
    expect(screen.getByRole('heading', { name: 'Changes and cancellations' })).toBeTruthy();
    expect(field().value).toBe('12');
    expect(
      screen.getByText(
        "Customers can't reschedule or cancel online within this many hours of the start. 0 lets them change until the start.",
      ),
    ).toBeTruthy();
  });

  it('saves the cutoff with the company', async () => {
    const { calls } = show();
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), '48');
    await user.click(screen.getByRole('button', { name: 'Save Company Info' }));

    expect(await screen.findByText('Company Updated')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'PUT');
    expect(sent?.body).toMatchObject({ change_cutoff_hours: 48 });
  });

  it('refuses a cutoff past 720 hours or left empty, and saves nothing', async () => {
    const { calls } = show();
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), '721');
    await user.click(screen.getByRole('button', { name: 'Save Company Info' }));
    expect(await screen.findByText(MSG_CHANGE_CUTOFF)).toBeTruthy();

    await user.clear(field());
    await user.click(screen.getByRole('button', { name: 'Save Company Info' }));
    expect(await screen.findByText(MSG_CHANGE_CUTOFF)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('reads the policy, its refusal and the save in French', async () => {
    await readIn('fr');
    show();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Modifications et annulations' })).toBeTruthy();
    const cutoff = screen.getByRole('textbox', { name: 'Délai de modification (heures)' });
    expect(screen.getByRole('region', { name: 'Rappels' })).toBeTruthy();
    await user.clear(cutoff);
    await user.type(cutoff, '721');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'Les modifications doivent se fermer de 0 à 720 heures avant le début',
      ),
    ).toBeTruthy();

    await user.clear(cutoff);
    await user.type(cutoff, '48');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Entreprise mise à jour')).toBeTruthy();
  });
});
