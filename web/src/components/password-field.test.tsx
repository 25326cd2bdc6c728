import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../test/language.ts';
import { renderElement } from '../test/render.tsx';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  it('hides the password until its toggle is pressed, and says so', async () => {
    const user = userEvent.setup();
    renderElement(<PasswordField label="Password" required />);
    const input = screen.getByLabelText(/^Password/) as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await user.type(input, 'secret1');
    await user.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // The caret stays in the field.
    expect(document.activeElement).toBe(input);

    await user.click(toggle);
    expect(input.type).toBe('password');
    expect(input.value).toBe('secret1');
  });

  it('is reached by the keyboard after its field, and toggles with Enter and Space', async () => {
    const user = userEvent.setup();
    renderElement(<PasswordField label="Confirm Password" />);
    const input = screen.getByLabelText('Confirm Password') as HTMLInputElement;
    await user.click(input);
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Show confirm password' }),
    );
    await user.keyboard('{Enter}');
    expect(input.type).toBe('text');
    await user.keyboard(' ');
    expect(input.type).toBe('password');
  });

  it('cannot be shown while the field is disabled', () => {
    renderElement(<PasswordField label="Password" disabled />);
    const toggle = screen.getByRole('button', { name: 'Show password' }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
  });

  it('names its toggle in French', async () => {
    await readIn('fr');
    renderElement(<PasswordField label="Mot de passe" />);
    expect(screen.getByRole('button', { name: 'Afficher\u00a0: mot de passe' })).toBeTruthy();
  });
});
