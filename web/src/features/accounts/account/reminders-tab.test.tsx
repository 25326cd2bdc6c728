import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../lib/auth.ts';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderElement, stubApi } from '../../../test/render.tsx';
import { RemindersTab } from './reminders-tab.tsx';

function showTab(user: User, status = 200) {
  const api = stubApi({
    'GET /auth': { body: user },
    'PUT /users/me/reminders':
      status === 200
        ? { body: { reminder_texts: user.reminder_texts, reminder_mails: false } }
        : { status, body: { errors: [{ msg: 'reminder_mails must be true or false' }] } },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  renderElement(<RemindersTab user={user} />);
  return api;
}

describe('Reminders tab', () => {
  it('turns mail reminders off for the account', async () => {
    const api = showTab(ada);
    const mails = await screen.findByRole('switch', {
      name: 'E-mail reminders',
      description: `Sent to ${ada.email}`,
    });
    expect((mails as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(`Sent to ${ada.email}`)).toBeTruthy();
    await userEvent.click(mails);
    expect(await screen.findByText('Reminder settings saved')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/users/me/reminders',
      body: { reminder_mails: false },
    });
  });

  it('offers texts to a number, and says how to stop them', async () => {
    const api = showTab(ada);
    // The name is the label alone; the description is read once, as the description.
    const texts = await screen.findByRole('switch', {
      name: 'Text message reminders',
      description: /^Sent to \d{3}-\d{3}-\d{4}\. Reply STOP to any text to turn them off\.$/,
    });
    expect((texts as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText(/Reply STOP to any text to turn them off/)).toBeTruthy();
    await userEvent.click(texts);
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ reminder_texts: true }),
    );
  });

  it('cannot turn texts on without a phone number', async () => {
    showTab({ ...ada, phone: '' });
    const texts = await screen.findByRole('switch', { name: /^Text message reminders/ });
    expect((texts as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Add a phone number in Contact Info to get texts.')).toBeTruthy();
  });

  it('reads in French: each switch, where it sends, and the toast', async () => {
    await readIn('fr');
    showTab(ada);
    expect(
      await screen.findByText(
        'Les entreprises vous rappellent vos rendez-vous à venir aux moments qu’elles choisissent.',
      ),
    ).toBeTruthy();
    const mails = screen.getByRole('switch', {
      name: 'Rappels par courriel',
      description: `Envoyés à ${ada.email}`,
    });
    expect(
      screen.getByRole('switch', {
        name: 'Rappels par texto',
        description:
          'Envoyés au 416-555-0199. Répondez STOP à n’importe quel texto pour les désactiver.',
      }),
    ).toBeTruthy();
    await userEvent.click(mails);
    expect(await screen.findByText('Paramètres des rappels enregistrés')).toBeTruthy();
  });

  it('says what went wrong when the save is refused', async () => {
    showTab(ada, 400);
    await userEvent.click(await screen.findByRole('switch', { name: /^E-mail reminders/ }));
    expect(await screen.findByText('reminder_mails must be true or false')).toBeTruthy();
  });
});
