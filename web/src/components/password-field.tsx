import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../lib/i18n/use-t.tsx';
import type { TextField } from './input-masks.ts';
import { componentMessages } from './messages.ts';

/** A password input whose show/hide toggle is reachable by keyboard and named for screen readers. */
export function PasswordField(props: PasswordInputProps) {
  const t = useT(componentMessages);
  const field = String(props.label ?? t('components.password.label')).toLowerCase();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('components.password.show', { field }) }}
      {...props}
    />
  );
}

/**
 * A new password and its confirmation (the form's `password` and `password2`; its schema says
 * whether they match). A fragment: the form decides the layout around them. `fresh` names them a
 * new password (the reset form's).
 */
export function NewPasswordFields<V extends { password: string; password2: string }>({
  form,
  fresh = false,
}: {
  form: UseFormReturnType<V>;
  fresh?: boolean;
}) {
  const t = useT(componentMessages);
  return (
    <>
      <PasswordField
        label={t(fresh ? 'components.password.new' : 'components.password.label')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password' as TextField<V>)}
      />
      <PasswordField
        label={t(fresh ? 'components.password.confirmNew' : 'components.password.confirm')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password2' as TextField<V>)}
      />
    </>
  );
}
