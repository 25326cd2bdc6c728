import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClaimButton } from '../../../components/claim-button.tsx';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import { badgeColour, openBadge } from '../../../lib/open-badge.ts';
import { useRenderNow, useViewerZone } from '../../../lib/render-clock.tsx';
import { type ListedCompany, nextTime } from '../next-time.ts';
import classes from './company-card.module.css';
import { NextTimeLine } from './next-time-line.tsx';

interface CompanyCardProps {
  company: ListedCompany;
  /** Miles from the searched point, when the list is a radius search. */
  distance?: number;
  /** Its map marker is hovered: the card stands out. */
  active?: boolean;
  /** Pointer or keyboard focus entered (the id) or left (null) the card. */
  onHover?: (id: string | null) => void;
}

/**
 * A business in a list (spec §2 Find: name, description, Open/Closed, category, arrow, Claim),
 * with its next free time online or how else it books (decision 062).
 */
export function CompanyCard({ company, distance, active = false, onHover }: CompanyCardProps) {
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
      <CardNextTime company={company} />
      <Group justify="space-between" gap="xs" mt="sm">
        <Group gap={6}>
          <CardOpenBadge company={company} />
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

// The parts that read the clock are their own components: once hydrated, a card drawn by the
// server's clock is drawn again by the browser's (decision 065), and only these redraw.

/** Open or closed now: today's closure, if any, decides (decision 054); it says when it opens. */
function CardOpenBadge({ company }: { company: ListedCompany }) {
  const badge = openBadge(company, useRenderNow(), useViewerZone());
  return (
    <Badge
      color={badgeColour(badge)}
      variant="light"
      tt="none"
      maw="100%"
      h="auto"
      styles={{ label: { whiteSpace: 'normal' } }}
    >
      {badge.text}
    </Badge>
  );
}

/** Its next free time online, or how else it books (decision 062). */
function CardNextTime({ company }: { company: ListedCompany }) {
  const next = nextTime(company, useRenderNow(), useViewerZone());
  if (!next) return null;
  return (
    <div className={classes.next}>
      <NextTimeLine next={next} />
    </div>
  );
}
