import { TextInput, type TextInputProps, UnstyledButton } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../lib/i18n/use-t.tsx';
import type { TextField } from './input-masks.ts';
import { componentMessages } from './messages.ts';
import classes from './password-field.module.css';

/**
 * A password input with a show/hide toggle, reachable by keyboard, named for screen readers and
 * saying whether the password shows. A text input of the sign-in forms' own, not Mantine's
 * PasswordInput, which brings ActionIcon with it (2 kB on every form's first view, decision 079).
 */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const t = useT(componentMessages);
  const [visible, setVisible] = useState(false);
  const field = String(props.label ?? t('components.password.label')).toLowerCase();
  const Icon = visible ? IconEyeOff : IconEye;
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSection={
        <UnstyledButton
          className={classes.toggle}
          aria-label={t('components.password.show', { field })}
          aria-pressed={visible}
          disabled={props.disabled}
          // The input keeps the focus (and the caret) when the toggle is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon size={18} stroke={1.5} aria-hidden />
        </UnstyledButton>
      }
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
