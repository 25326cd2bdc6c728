import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { formatPhone } from '@slotmap/domain/phone';
import { IconMapPin, IconPhone, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { addressLine } from '../company-form/location.ts';

/** One business in the business manager: name, address, phone and its settings link. */
export function BusinessCard({ company }: { company: CompanyView }) {
  const address = addressLine(company.location);
  return (
    <Card withBorder padding="md" radius="md" component="li">
      <Stack gap="xs" h="100%">
        <Text fw={700} fz="lg" lineClamp={2}>
          {company.name}
        </Text>
        {address && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 3 }} aria-hidden />
            <Text fz="sm" c="dimmed">
              {address}
            </Text>
          </Group>
        )}
        {company.phone && (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden />
            <Text fz="sm">{formatPhone(company.phone)}</Text>
          </Group>
        )}
        <Group mt="auto" pt="xs">
          <Button
            component={Link}
            to={`/business/service/${company._id}`}
            variant="light"
            leftSection={<IconSettings size={16} />}
            aria-label={`Business Settings for ${company.name}`}
          >
            Business Settings
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
