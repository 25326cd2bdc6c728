import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ServiceView } from '@slotmap/domain/company-view';
import { timeLabel } from '@slotmap/domain/hours';
import { localMinutes } from '@slotmap/domain/zoned-time';
import { IconCalendarEvent, IconClock, IconHourglass } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { dateLabel } from '../../../components/slot-picker/slot-calendar.ts';
import { useLanguage, useLocale, useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

interface SlotDetailsProps {
  service: ServiceView;
  date: string;
  startTime: number;
  /** The slot's real end (ms since the epoch) and the business's zone: read on its clock. */
  end: number;
  timeZone: string;
  /** 'Times are in Eastern Time' when the viewer's clock differs from the business's. */
  zoneNote: string | null;
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      {icon}
      <Text fz="sm">{children}</Text>
    </Group>
  );
}

/** Spec §2: the chosen appointment: service, duration, date, start to end, description. */
export function SlotDetails(props: SlotDetailsProps) {
  const t = useT(companyPageMessages);
  const language = useLanguage();
  const locale = useLocale();
  const { service, date, startTime, zoneNote } = props;
  // From the real end instant: across a clock change a 90-minute slot from 1:30 ends at 4:00.
  const end = localMinutes(props.end, props.timeZone);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-primary-color-light)"
      component="section"
      aria-labelledby="booking-details"
    >
      <Stack gap={6}>
        <Title order={3} fz="h5" id="booking-details" style={{ overflowWrap: 'anywhere' }}>
          {service.name}
        </Title>
        <Line icon={<IconCalendarEvent size={18} aria-hidden />}>{dateLabel(date, locale)}</Line>
        <Line icon={<IconClock size={18} aria-hidden />}>
          {timeLabel(startTime, language)} – {timeLabel(end, language)}
          {zoneNote && (
            <Text component="span" fz="xs" c="dimmed" display="block">
              {zoneNote}
            </Text>
          )}
        </Line>
        <Line icon={<IconHourglass size={18} aria-hidden />}>
          {t('companyPage.minutes', { minutes: service.service_duration })}
        </Line>
        {service.description && (
          <Text fz="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {service.description}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
