import { ActionIcon, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
// The business form is the business manager's: one form for owners and admins.
import { AddBusinessForm } from '../../../components/company-form/add-business-form.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useCreateUnclaimedBusiness } from '../data/companies.ts';
import { adminMessages } from '../messages.ts';

/**
 * /superadmin/business (spec §2): the admin's Add Business form. The business is created
 * unclaimed (no owner), so customers find it with a Claim button; the admin returns to /superadmin.
 */
export function AddBusinessPage() {
  const t = useT(adminMessages);
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
            aria-label={t('admin.backToSuperAdmin')}
          >
            <IconArrowLeft />
          </ActionIcon>
          <div>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {t('admin.addBusiness.title')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('admin.addBusiness.intro')}
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
