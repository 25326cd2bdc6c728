import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { WaitlistCompanyView } from '@slotmap/domain/waitlists';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/i18n/use-t.tsx';
import { waitlistsMessages } from './messages.ts';
import { cellsText, DURATION_NAMES, PERIOD_NAMES, untilText } from './waitlist-cells.ts';

/** One business the person waits for: its cells, and (in full) how long and how they are told. */
export function WaitlistCompanyCard({
  item,
  full = false,
  onEdit,
  extra,
}: {
  item: WaitlistCompanyView;
  full?: boolean;
  onEdit: () => void;
  extra?: ReactNode;
}) {
  const t = useT(waitlistsMessages);
  const locale = useLocale();
  const { company } = item;
  const place = [company.city, company.province].filter(Boolean).join(', ');
  const how = [
    item.preferences.notifyByEmail && t('waitlists.card.email'),
    item.preferences.notifyByText && t('waitlists.card.text'),
  ].filter(Boolean);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={`/company/${company._id}`} fw={700} lineClamp={2}>
              {company.name}
            </Anchor>
            {place && (
              <Text fz="xs" c="dimmed">
                {place}
              </Text>
            )}
          </Stack>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            aria-label={t('waitlists.card.editFor', { name: company.name })}
            style={{ flexShrink: 0 }}
          >
            {t('waitlists.card.edit')}
          </Button>
        </Group>
        <Text fz="sm">{cellsText(item.entries, locale, (period) => t(PERIOD_NAMES[period]))}</Text>
        {full && (
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {t(DURATION_NAMES[item.duration])}
            </Badge>
            {how.map((h) => (
              <Badge key={String(h)} variant="outline" color="gray" tt="none">
                {h}
              </Badge>
            ))}
            <Text fz="xs" c="dimmed">
              {t('waitlists.card.until', {
                date: untilText(
                  item.entries.map((e) => e.expiresAt),
                  locale,
                ),
              })}
            </Text>
          </Group>
        )}
        {extra}
      </Stack>
    </Card>
  );
}
