import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { T } from '../lib/i18n/rich-text.tsx';
import { componentMessages } from './messages.ts';

/** Under a sign-up form: the way to Login for someone who already has an account. */
export function LoginPrompt() {
  return (
    <Text fz="sm" ta="center">
      <T
        messages={componentMessages}
        id="components.loginPrompt"
        // Kept on one line, whatever the language's words for it.
        components={{
          link: <Anchor component={Link} to="/login" style={{ whiteSpace: 'nowrap' }} />,
        }}
      />
    </Text>
  );
}
