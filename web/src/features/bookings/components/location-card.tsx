import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BookingView } from '@slotmap/domain/booking-view';
import { formatPhone, phoneDigits } from '@slotmap/domain/phone';
import { IconMail, IconMap2, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { addressLines, mapLink } from '../../../lib/booking-format.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { bookingMessages } from '../messages.ts';

interface IconLinkProps {
  icon: ReactNode;
  children: ReactNode;
  /** A page of this app, or else an outside address (tel:, mailto:). */
  to?: string;
  href?: string;
}

function IconLink({ icon, children, to, href }: IconLinkProps) {
  const content = (
    <Group gap={6} component="span" wrap="nowrap" align="flex-start">
      <span style={{ lineHeight: 0, marginTop: 3 }} aria-hidden>
        {icon}
      </span>
      <span style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{children}</span>
    </Group>
  );
  return to ? (
    <Anchor component={Link} to={to} fz="sm">
      {content}
    </Anchor>
  ) : (
    <Anchor href={href} fz="sm">
      {content}
    </Anchor>
  );
}

/** Where the appointment takes place, a map link and how to reach the business. */
export function LocationCard({ booking }: { booking: BookingView }) {
  const t = useT(bookingMessages);
  const { company } = booking;
  // A deleted business keeps only its name: no address, map or contact to offer.
  const lines = company.location ? addressLines(company.location) : [];
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="booking-location"
    >
      <Stack gap="xs">
        <Title order={2} fz="h4" id="booking-location">
          {t('bookingPage.location.title')}
        </Title>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {company.name}
        </Text>
        {lines.length > 0 && (
          <Text fz="sm" component="address" fs="normal">
            {lines.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </Text>
        )}
        {company.location ? (
          <IconLink to={mapLink(company.location)} icon={<IconMap2 size={16} />}>
            {t('bookingPage.location.map')}
          </IconLink>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('bookingPage.location.gone')}
          </Text>
        )}
        {company.phone && (
          <IconLink href={`tel:${phoneDigits(company.phone)}`} icon={<IconPhone size={16} />}>
            {formatPhone(company.phone)}
          </IconLink>
        )}
        {company.email && (
          <IconLink href={`mailto:${company.email}`} icon={<IconMail size={16} />}>
            {company.email}
          </IconLink>
        )}
      </Stack>
    </Card>
  );
}
