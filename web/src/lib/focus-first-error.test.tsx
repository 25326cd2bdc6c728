import { Button, MantineProvider, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusingFirstError } from './focus-first-error.ts';

function NameForm({ onSubmit }: { onSubmit: () => void }) {
  // Rules listed out of page order: the page order decides which field is first.
  const form = useForm({
    initialValues: { last: '', first: '' },
    validate: {
      last: isNotEmpty('Last name is required'),
      first: isNotEmpty('First name is required'),
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit, focusingFirstError())}>
      <TextInput label="First name" {...form.getInputProps('first')} />
      <TextInput label="Last name" {...form.getInputProps('last')} />
      <Button type="submit">Next</Button>
    </form>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('focusingFirstError', () => {
  it('scrolls to and focuses the first field in error, in page order', async () => {
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const onSubmit = vi.fn();
    render(
      <MantineProvider>
        <NameForm onSubmit={onSubmit} />
      </MantineProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const first = screen.getByLabelText('First name');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(scrolled.mock.contexts[0]).toBe(first);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves to the next field in error once the first is filled in', async () => {
    render(
      <MantineProvider>
        <NameForm onSubmit={vi.fn()} />
      </MantineProvider>,
    );
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Last name')));
  });
});
