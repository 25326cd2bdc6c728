import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { readIn } from '../../test/language.ts';
import { renderElement, stubApi } from '../../test/render.tsx';
import { AddBusinessForm } from './add-business-form.tsx';

function Form() {
  const create = useMutation({ mutationFn: async (_: Record<string, unknown>) => ({}) });
  return <AddBusinessForm create={create} onCreated={() => {}} cancel={{ to: '/' }} />;
}

function show(answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  renderElement(<Form />);
  return api;
}

describe('the business form in French', () => {
  it('names its sections and fields, and says its checks in French', async () => {
    await readIn('fr');
    show();

    for (const name of [
      'Renseignements sur l’entreprise',
      'Réseaux sociaux',
      'Adresse',
      'Heures d’ouverture',
    ])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByLabelText('Numéro et rue')).toBeTruthy();
    expect(screen.getByLabelText('Télécopieur')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /^Mercredi/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Annuler' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // The toast (it closes after 2 s) names what is missing, as the field says it.
    expect(await screen.findByText('Erreur')).toBeTruthy();
    expect(screen.getAllByText('Veuillez choisir une catégorie.')).toHaveLength(2);
    expect(screen.getByText('Le nom de l’entreprise est obligatoire')).toBeTruthy();
    expect(screen.getByText('Le courriel est obligatoire')).toBeTruthy();
    expect(screen.queryByText('Company name is required')).toBeNull();
  });

  it('says what the address search found, or why it failed, in French', async () => {
    await readIn('fr');
    const api = show({
      'GET /places/search?q=zz': { body: [] },
      'GET /places/search?q=zzz': { status: 503, body: { errors: [{ msg: 'Indisponible' }] } },
    });
    const box = screen.getByRole('textbox', { name: /^Ville ou code postal/ });
    expect(box.getAttribute('placeholder')).toBe('Tapez une adresse, une ville ou un code postal');

    await userEvent.type(box, 'zz');
    expect(await screen.findByText('Aucun résultat')).toBeTruthy();
    expect(
      screen.getByRole('listbox', { name: 'Suggestions d’adresses', hidden: true }),
    ).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: /^Ville ou code postal/ }), 'z');
    const failed = await screen.findByText(/^Échec du géocodeur/);
    // A no-break space before the colon, as French sets it.
    expect(failed.textContent).toBe('Échec du géocodeur\u00a0: 503');
    expect(api.calls.every((c) => c.headers.get('accept-language') === 'fr')).toBe(true);
  });
});
