import { useForm } from '@mantine/form';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../test/language.ts';
import { renderElement } from '../../test/render.tsx';
import type { CompanyFormValues } from '../company-form/company-values.ts';
import { ReminderOffsetsField } from './reminder-offsets-field.tsx';

let current: number[] = [];

function Harness({ initial }: { initial: number[] }) {
  const form = useForm<CompanyFormValues>({
    mode: 'controlled',
    initialValues: { reminder_offsets: initial } as CompanyFormValues,
    onValuesChange: (values) => {
      current = values.reminder_offsets;
    },
  });
  return <ReminderOffsetsField form={form} />;
}

describe('the reminder offsets field', () => {
  it('shows the chosen times, longest first, and adds one in order', async () => {
    current = [];
    renderElement(<Harness initial={[1440, 120]} />);
    const section = within(screen.getByRole('region', { name: 'Reminders' }));
    expect(section.getByText('1 day before')).toBeTruthy();
    expect(section.getByText('2 hours before')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: /Remind customers/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: '30 minutes before', hidden: true }),
    );
    expect(current).toEqual([1440, 120, 30]);
    await userEvent.click(
      await screen.findByRole('option', { name: '2 days before', hidden: true }),
    );
    expect(current).toEqual([2880, 1440, 120, 30]);
  });

  it('keeps a time set elsewhere that is not among the choices', () => {
    renderElement(<Harness initial={[90]} />);
    expect(screen.getByText('1 hour 30 minutes before')).toBeTruthy();
  });

  it('says how many it takes, and that none sends no reminders', () => {
    renderElement(<Harness initial={[]} />);
    expect(
      screen.getByText(/Up to 5 times before each appointment\. None sends no reminders\./),
    ).toBeTruthy();
  });

  it('says the times in French', async () => {
    await readIn('fr');
    renderElement(<Harness initial={[1440, 90]} />);
    const section = within(screen.getByRole('region', { name: 'Rappels' }));
    expect(section.getByText('1 jour avant')).toBeTruthy();
    expect(section.getByText('1 heure 30 minutes avant')).toBeTruthy();
    expect(
      section.getByText(
        'Jusqu’à 5 rappels avant chaque rendez-vous. Sans choix, aucun rappel n’est envoyé.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: /Rappeler aux clients/ }));
    expect(await screen.findByRole('option', { name: '2 jours avant', hidden: true })).toBeTruthy();
  });
});
