import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEEKDAYS } from '@slotmap/domain/hours';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session.ts';
import { ada, harbourClinic } from '../../test/fixtures.ts';
import { renderElement, stubApi } from '../../test/render.tsx';
import { WaitlistDialog } from './waitlist-dialog.tsx';

const company = { _id: harbourClinic._id, name: 'Harbour Massage Clinic' };
const current = `GET /waitlist/user/${ada._id}/company/${company._id}`;
const save = `PUT /waitlist/company/${company._id}`;
const read = `GET /company/${company._id}`;
/** The dialog knows only the name: it reads the hours. Open every minute of every day here. */
const allHours = { open: true, start_time: 0, end_time: 1440 };
const openAllDay = {
  ...harbourClinic,
  store_hours: Object.fromEntries(WEEKDAYS.map((d) => [d, allHours])),
};

function entry(day: string, period: string, extra: Record<string, unknown> = {}) {
  return {
    _id: `${day}-${period}`,
    company: company._id,
    day,
    period,
    duration: '1 Month',
    preferences: { notifyByText: true, notifyByEmail: false },
    ...extra,
  };
}

function open(
  answers: Parameters<typeof stubApi>[0],
  preselect?: { day: 'Friday'; period: 'evening' },
) {
  const api = stubApi({ 'GET /auth': { body: ada }, [read]: { body: openAllDay }, ...answers });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  const onClose = vi.fn();
  renderElement(
    <WaitlistDialog
      opened
      onClose={onClose}
      company={company}
      userId={ada._id}
      preselect={preselect}
    />,
  );
  return { api, onClose };
}

const cell = (name: string) => screen.findByRole('button', { name });

describe('the waitlist dialog', () => {
  it('opens with the person’s cells, duration and notices, and saves the whole state once', async () => {
    const { api, onClose } = open({
      [current]: { body: [entry('Monday', 'morning'), entry('Wednesday', 'evening')] },
      [save]: { body: [] },
    });
    expect((await cell('Monday morning')).getAttribute('aria-pressed')).toBe('true');
    expect((await cell('Wednesday evening')).getAttribute('aria-pressed')).toBe('true');
    expect((await cell('Tuesday morning')).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('radio', { name: '1 Month' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Text Me' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Email Me' })).toHaveProperty('checked', false);

    const user = userEvent.setup();
    await user.click(await cell('Monday morning'));
    await user.click(await cell('Saturday afternoon'));
    await user.click(screen.getByRole('radio', { name: '1 Week' }));
    await user.click(screen.getByRole('checkbox', { name: 'Email Me' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toEqual({
      cells: [
        { day: 'Wednesday', period: 'evening' },
        { day: 'Saturday', period: 'afternoon' },
      ],
      duration: '1 Week',
      preferences: { notifyByText: true, notifyByEmail: true },
    });
    expect(await screen.findByText('Waitlist saved')).toBeTruthy();
  });

  it('starts with the page’s fully booked period ticked, and saves only with a way to be told', async () => {
    const { api } = open({ [current]: { body: [] } }, { day: 'Friday', period: 'evening' });
    expect((await cell('Friday evening')).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('radio', { name: '2 Weeks' })).toHaveProperty('checked', true);
    const saveButton = screen.getByRole('button', { name: 'Save' });
    expect(saveButton).toHaveProperty('disabled', true);
    expect(screen.getByText("Please tick 'Text Me' or 'Email Me' to save.")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Text Me' }));
    expect(saveButton).toHaveProperty('disabled', false);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server’s message and stays open when the save is refused', async () => {
    const { onClose } = open(
      {
        [current]: { body: [] },
        [save]: {
          status: 400,
          body: { errors: [{ msg: 'Add a phone number to your account to be texted' }] },
        },
      },
      { day: 'Friday', period: 'evening' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Text Me' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add a phone number to your account to be texted')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('marks the periods the business never opens as closed: they cannot be chosen, only cleared', async () => {
    // harbourClinic opens 9:00 to 17:00 every day: no evenings.
    const { api, onClose } = open({
      [read]: { body: harbourClinic },
      [current]: { body: [entry('Monday', 'morning'), entry('Wednesday', 'evening')] },
      [save]: { body: [] },
    });
    const user = userEvent.setup();
    const closed = await cell('Tuesday evening, closed');
    expect(closed.hasAttribute('disabled')).toBe(true);
    expect(closed.textContent).toBe('Closed');
    await user.click(closed);
    expect(closed.getAttribute('aria-pressed')).toBe('false');
    expect(
      screen.getByText(
        'Closed: Harbour Massage Clinic does not open then, so no time there can free up.',
      ),
    ).toBeTruthy();
    // A closed period waited for before the hours changed can still be cleared.
    const kept = await cell('Wednesday evening, closed');
    expect(kept.getAttribute('aria-pressed')).toBe('true');
    await user.click(kept);
    expect(kept.getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [put] = api.calls.filter((c) => c.method === 'PUT');
    expect((put.body as { cells: unknown[] }).cells).toEqual([
      { day: 'Monday', period: 'morning' },
    ]);
  });
});
