import { useForm } from '@mantine/form';
import { REFERENCES } from '@slotmap/domain/companies';
import type { Service } from '@slotmap/domain/services';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderElement } from '../../../test/render.tsx';
import { newServiceValues } from '../service-form/service-values.ts';
import { REFERENCE_LABELS } from './account-step.tsx';
import { BusinessStep } from './business-step.tsx';
import { ServicesStep } from './services-step.tsx';
import { emptyBusinessValues } from './wizard-values.ts';

const massage = { name: 'Massage suédois', price: 95, service_duration: 60 } as Service;

function Services({ added }: { added: Service[] }) {
  const form = useForm({ initialValues: newServiceValues() });
  return <ServicesStep added={added} form={form} onRemove={() => {}} />;
}

function Business() {
  const form = useForm({
    initialValues: { ...emptyBusinessValues(), calendartype: 'janeapp' as const },
  });
  return <BusinessStep form={form} />;
}

describe('the business sign-up steps in French', () => {
  it('lists the added services with their price as French writes it', async () => {
    await readIn('fr');
    renderElement(<Services added={[massage]} />);

    const list = await screen.findByRole('list', { name: 'Services ajoutés' });
    expect(list.textContent).toContain('95,00\u00a0$ · 60 minutes');
    expect(screen.getByRole('button', { name: 'Retirer Massage suédois' })).toBeTruthy();
    expect(screen.getByText('Un autre service')).toBeTruthy();
  });

  it('asks for the first service in English', async () => {
    renderElement(<Services added={[]} />);
    expect(await screen.findByText('Your first service')).toBeTruthy();
  });

  it('names the address and calendar fields in French', async () => {
    await readIn('fr');
    renderElement(<Business />);

    expect(await screen.findByRole('textbox', { name: /^Ville ou code postal/ })).toBeTruthy();
    expect(
      screen.getByText('Choisissez votre emplacement dans la liste (Canada et États-Unis).'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Numéro et rue')).toBeTruthy();
    expect(screen.getByLabelText('Site Web')).toBeTruthy();
    expect(screen.getByLabelText('URL de JaneApp')).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'Calendrier de réservation en ligne (facultatif)' }),
    ).toBeTruthy();
  });

  it('offers every way of hearing about us the server accepts, in its order', () => {
    expect(Object.keys(REFERENCE_LABELS)).toEqual([...REFERENCES]);
  });
});
