import { ActionIcon, Badge, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconClock,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { addressLine, formatPhone } from '../components/format.ts';
import { adminMessages } from '../messages.ts';
import type { AdminCompanyInfo } from '../types.ts';
import { todaysHours } from './today.ts';

/** The networks by their names, which read the same in every language. */
const SOCIAL = [
  { key: 'facebook', network: 'Facebook', icon: IconBrandFacebook },
  { key: 'instagram', network: 'Instagram', icon: IconBrandInstagram },
  { key: 'linkedin', network: 'LinkedIn', icon: IconBrandLinkedin },
] as const;

/** What the header shows: the admin's business info, or the full business (CompanyView). */
export type HeaderCompany = Pick<
  AdminCompanyInfo,
  | 'name'
  | 'social'
  | 'description'
  | 'store_hours'
  | 'time_zone'
  | 'location'
  | 'phone'
  | 'is_admin'
  | 'is_featured'
>;

/** Name, social links when set, description, today's hours, address and phone (spec §2). */
export function BusinessHeader({ company: c }: { company: HeaderCompany }) {
  const t = useT(adminMessages);
  const language = useLanguage();
  const today = todaysHours(c.store_hours, c.time_zone, new Date(), language);
  const links = SOCIAL.filter((s) => c.social?.[s.key]);
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {c.name}
        </Title>
        {c.is_admin && (
          <Badge variant="light" color="gray">
            {t('admin.unclaimed')}
          </Badge>
        )}
        {c.is_featured && (
          <Badge variant="light" color="teal">
            {t('admin.featured')}
          </Badge>
        )}
      </Group>
      {links.length > 0 && (
        <Group gap={4}>
          {links.map((s) => (
            <ActionIcon
              key={s.key}
              component="a"
              href={c.social[s.key]}
              target="_blank"
              rel="noreferrer"
              variant="subtle"
              aria-label={t('admin.header.onNetwork', { name: c.name, network: s.network })}
            >
              <s.icon size={20} />
            </ActionIcon>
          ))}
        </Group>
      )}
      {c.description && <Text>{c.description}</Text>}
      <Group gap="xs">
        <IconClock size={16} aria-hidden />
        {today ? (
          <Text fz="sm">{t('admin.header.today', { hours: today })}</Text>
        ) : (
          <Badge color="red" variant="light">
            {t('admin.header.closedToday')}
          </Badge>
        )}
      </Group>
      {addressLine(c.location) && (
        <Group gap="xs" wrap="nowrap">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="sm">{addressLine(c.location)}</Text>
        </Group>
      )}
      {c.phone && (
        <Group gap="xs">
          <IconPhone size={16} aria-hidden />
          <Text fz="sm">{formatPhone(c.phone)}</Text>
        </Group>
      )}
    </Stack>
  );
}
