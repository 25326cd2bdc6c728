import { ActionIcon, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
// The business form is the business manager's: one form for owners and admins.
import { AddBusinessForm } from '../../../components/company-form/add-business-form.tsx';
import { useCreateUnclaimedBusiness } from '../data/companies.ts';

/**
 * /superadmin/business (spec §2): the admin's Add Business form. The business is created
 * unclaimed (no owner), so customers find it with a Claim button; the admin returns to /superadmin.
 */
export function AddBusinessPage() {
  const navigate = useNavigate();
  const create = useCreateUnclaimedBusiness();
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ActionIcon
            component={Link}
            to="/superadmin"
            variant="subtle"
            size="lg"
            aria-label="Back to Super Admin"
          >
            <IconArrowLeft />
          </ActionIcon>
          <div>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              Add Business
            </Title>
            <Text c="dimmed" fz="sm">
              Listed without an owner until a customer claims it and you transfer it.
            </Text>
          </div>
        </Group>
        <AddBusinessForm
          create={create}
          onCreated={() => void navigate('/superadmin', { state: { tab: 'business-list' } })}
          cancel={{ to: '/superadmin' }}
          streetRequired
        />
      </Stack>
    </Container>
  );
}
