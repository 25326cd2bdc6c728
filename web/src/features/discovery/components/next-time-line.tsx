import { Anchor, Button, Group, Text } from '@mantine/core';
import { formatPhone, phoneDigits } from '@slotmap/domain/phone';
import { IconCalendarEvent, IconClock, IconExternalLink, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NEXT_CALL_TEXT, NEXT_NONE_TEXT, NEXT_SITE_TEXT, type NextTime } from '../next-time.ts';

/**
 * A business's next free time as a link to its page with that time chosen, or how it books
 * otherwise (decision 062). `compact` is the map popup's: a plain link, no button.
 */
export function NextTimeLine({ next, compact = false }: { next: NextTime; compact?: boolean }) {
  const size = compact ? 'xs' : 'sm';
  if (next.kind === 'slot') {
    if (compact)
      return (
        <Text component="div" fz="xs">
          <Anchor component={Link} to={next.href} fz="xs" fw={600}>
            {next.label}
          </Anchor>{' '}
          <Text component="span" fz="xs" c="dimmed">
            · {next.service}
          </Text>
        </Text>
      );
    // The service sits beside the time where both fit, else under it (a phone's card): cut to
    // a few letters beside the button, its name could not be read.
    return (
      <Group gap="xs" miw={0}>
        <Button
          component={Link}
          to={next.href}
          size="compact-sm"
          variant="light"
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
          style={{ flexShrink: 0 }}
        >
          {next.label}
        </Button>
        <Text fz="xs" c="dimmed" truncate miw={0}>
          {next.service}
        </Text>
      </Group>
    );
  }
  if (next.kind === 'call' && next.phone)
    return (
      <Anchor href={`tel:${phoneDigits(next.phone)}`} fz={size}>
        <Group gap={4} component="span" wrap="nowrap">
          <IconPhone size={14} aria-hidden />
          {NEXT_CALL_TEXT}
          <Text component="span" fz={size} c="dimmed">
            {formatPhone(next.phone)}
          </Text>
        </Group>
      </Anchor>
    );
  const [icon, text] =
    next.kind === 'site'
      ? [<IconExternalLink key="i" size={14} aria-hidden />, NEXT_SITE_TEXT]
      : next.kind === 'call'
        ? [<IconPhone key="i" size={14} aria-hidden />, NEXT_CALL_TEXT]
        : [<IconClock key="i" size={14} aria-hidden />, NEXT_NONE_TEXT];
  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      {icon}
      <Text fz={size} c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
