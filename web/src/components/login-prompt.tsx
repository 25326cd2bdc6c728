import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Under a sign-up form: the way to Login for someone who already has an account. */
export function LoginPrompt() {
  return (
    <Text fz="sm" ta="center">
      Already have an account?{' '}
      <Anchor component={Link} to="/login">
        Login
      </Anchor>
    </Text>
  );
}
