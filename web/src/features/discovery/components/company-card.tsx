import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { isOpenNowWith } from '@slotmap/domain/closures';
import { IconArrowRight, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClaimButton } from '../../../components/claim-button.tsx';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import classes from './company-card.module.css';

interface CompanyCardProps {
  company: CompanyView;
  /** Miles from the searched point, when the list is a radius search. */
  distance?: number;
  /** Its map marker is hovered: the card stands out. */
  active?: boolean;
  /** Pointer or keyboard focus entered (the id) or left (null) the card. */
  onHover?: (id: string | null) => void;
}

/** A business in a list (spec §2 Find: name, description, Open/Closed, category, arrow, Claim). */
export function CompanyCard({ company, distance, active = false, onHover }: CompanyCardProps) {
  // Today's closure, if any, decides (decision 054).
  const open = isOpenNowWith(
    company.store_hours,
    company.closures ?? [],
    company.time_zone,
    new Date(),
  );
  const href = `/company/${company._id}`;
  const place = [company.location.city, company.location.province].filter(Boolean).join(', ');
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      className={classes.card}
      data-active={active || undefined}
      onMouseEnter={() => onHover?.(company._id)}
      onMouseLeave={() => onHover?.(null)}
      onFocus={() => onHover?.(company._id)}
      onBlur={() => onHover?.(null)}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Anchor component={Link} to={href} fw={700} fz="lg" c="inherit" lineClamp={2}>
            {company.name}
          </Anchor>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
            {place && (
              <Text fz="xs" truncate>
                {place}
              </Text>
            )}
            {distance !== undefined && (
              <Text fz="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {distance.toFixed(1)} mi
              </Text>
            )}
          </Group>
          <RatingSummary rating={company.rating} />
        </Stack>
        <ActionIcon
          component={Link}
          to={href}
          variant="light"
          size="lg"
          radius="xl"
          aria-label={`Open ${company.name}`}
        >
          <IconArrowRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {company.description && (
        <Text fz="sm" c="dimmed" lineClamp={2} mt="xs">
          {company.description}
        </Text>
      )}
      <Group justify="space-between" gap="xs" mt="sm">
        <Group gap={6}>
          <Badge color={open ? 'teal' : 'gray'} variant="light">
            {open ? 'Open' : 'Closed'}
          </Badge>
          {company.category && (
            <Badge color="indigo" variant="outline">
              {company.category}
            </Badge>
          )}
          {company.is_featured && (
            <Badge color="yellow" variant="light">
              Featured
            </Badge>
          )}
        </Group>
        {company.is_admin && (
          <ClaimButton companyId={company._id} companyName={company.name} unclaimed />
        )}
      </Group>
    </Card>
  );
}
