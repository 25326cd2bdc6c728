import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TextField } from './input-masks.ts';

/** A password input whose show/hide toggle is reachable by keyboard and named for screen readers. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': `Show ${String(props.label ?? 'password').toLowerCase()}`,
      }}
      {...props}
    />
  );
}

/**
 * A new password and its confirmation (the form's `password` and `password2`; its schema says
 * whether they match). A fragment: the form decides the layout around them.
 */
export function NewPasswordFields<V extends { password: string; password2: string }>({
  form,
  label = 'Password',
}: {
  form: UseFormReturnType<V>;
  label?: string;
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        {...form.getInputProps('password' as TextField<V>)}
      />
      <PasswordField
        label={`Confirm ${label}`}
        autoComplete="new-password"
        required
        {...form.getInputProps('password2' as TextField<V>)}
      />
    </>
  );
}
