import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { readIn } from '../test/language.ts';
import { renderElement } from '../test/render.tsx';
import { ClaimButton } from './claim-button.tsx';
import { confirmAction } from './confirm-action.tsx';
import { ImageUpload } from './image-upload.tsx';
import { PlanStatusBadge } from './plan-status-badge.tsx';
import { TourButton } from './tour-button.tsx';
import { askUpcomingChoice } from './upcoming-choice.tsx';

/* The small shared parts read in French; their English is asserted by the pages that use them. */

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shared small parts in French', () => {
  it('says a plan’s status, why it ended and that it was a gift', async () => {
    await readIn('fr');
    renderElement(
      <>
        <PlanStatusBadge
          plan={{ status: 'inactive', end_reason: 'refunded', complimentary: true }}
        />
        <PlanStatusBadge plan={{ status: 'pending' }} />
      </>,
    );

    expect(await screen.findByText('inactif')).toBeTruthy();
    expect(screen.getByText('Remboursé')).toBeTruthy();
    expect(screen.getByText('Offert')).toBeTruthy();
    expect(screen.getByText('en attente')).toBeTruthy();
  });

  it('offers to claim a business', async () => {
    await readIn('fr');
    renderElement(<ClaimButton companyId="c1" companyName="Clinique du Port" unclaimed />);

    const claim = await screen.findByRole('button', { name: 'Revendiquer Clinique du Port' });
    expect(claim.textContent).toBe('Revendiquer');
  });

  it('asks before an action that cannot be undone', async () => {
    await readIn('fr');
    const onConfirm = vi.fn();
    renderElement(
      <Button
        onClick={() => confirmAction({ title: 'Supprimer?', confirm: 'Supprimer', onConfirm })}
      >
        Ouvrir
      </Button>,
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Ouvrir' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Supprimer?' }));
    expect(dialog.getByText('En êtes-vous certain? Cette action est IRRÉVERSIBLE!')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('asks what becomes of the appointments to come, with their times in French', async () => {
    await readIn('fr');
    const upcoming = {
      total: 3,
      bookings: [
        {
          _id: 'b1',
          start: '2026-12-02T15:00:00.000Z',
          start_date: '2026-12-02',
          start_time: 600,
          duration: 60,
          service: 'Massage suédois',
          customer: 'Cora Client',
        },
      ],
    };
    const error = new ApiError(409, ['Ce service a des rendez-vous à venir.'], { upcoming });
    let choice: Promise<unknown> = Promise.resolve();
    renderElement(
      <Button
        onClick={() => {
          choice = askUpcomingChoice(error, upcoming, 'America/Toronto', {
            title: 'Supprimer ce service?',
            keep: 'Les rendez-vous gardés ont lieu.',
          });
        }}
      >
        Supprimer
      </Button>,
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Supprimer ce service?' }));
    const list = within(dialog.getByRole('list', { name: 'Rendez-vous à venir' }));
    expect(list.getByText('mer. 2 déc., 10 h 00 HNE')).toBeTruthy();
    expect(dialog.getByText('et 2 autres')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Retour' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Les garder' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Annuler les 3 et prévenir les clients' }));
    expect(await choice).toBe('cancel');
  });

  it('adds images, names the thumbnails and refuses one too large', async () => {
    await readIn('fr');
    const onChange = vi.fn();
    renderElement(<ImageUpload value={['/api/uploads/a.png']} onChange={onChange} max={2} />);
    const user = userEvent.setup();

    expect(await screen.findByRole('img', { name: 'Image jointe 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer l’image 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une image' })).toBeTruthy();
    expect(screen.getByText('PNG, JPEG, GIF ou WebP, jusqu’à 5 Mo')).toBeTruthy();

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', {
      type: 'image/png',
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, big);

    expect(
      await screen.findByText('grande.png : les images doivent faire au plus 5 Mo'),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('guides a tour with its buttons, progress and close in French', async () => {
    await readIn('fr');
    // jsdom lays nothing out: the highlighted parts count as on screen.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 40 }),
    );
    renderElement(
      <>
        <p data-tour="one">Un</p>
        <p data-tour="two">Deux</p>
        <TourButton
          steps={[
            { element: '[data-tour="one"]', title: 'Premier', description: 'La première partie.' },
            { element: '[data-tour="two"]', title: 'Second', description: 'La seconde partie.' },
          ]}
        />
      </>,
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Visite' }));

    await waitFor(() => expect(document.querySelector('.driver-popover')).toBeTruthy());
    const popover = within(document.querySelector('.driver-popover') as HTMLElement);
    expect(popover.getByText('Premier')).toBeTruthy();
    expect(popover.getByText('1 sur 2')).toBeTruthy();
    expect(popover.getByRole('button', { name: 'Suivant' })).toBeTruthy();
    expect(popover.getByRole('button', { name: 'Précédent' })).toBeTruthy();
    expect(popover.getByRole('button', { name: 'Fermer' })).toBeTruthy();

    await user.click(popover.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Terminé' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Terminé' }));
  });
});
