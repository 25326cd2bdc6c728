import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CenteredCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  size?: number;
}

/** A narrow card with a page title, used by sign-in, sign-up and notice pages. */
export function CenteredCard({ title, subtitle, children, size = 440 }: CenteredCardProps) {
  return (
    <Container size={size} px={0} py="lg">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
