import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';

/** Stands in for the calendar cards while the status loads. */
export function CalendarStatusSkeleton() {
  return (
    <Stack gap="md" maw={720} role="status" aria-label="Loading calendars" aria-busy>
      <Skeleton height={20} width="70%" />
      <Skeleton height={120} radius="md" />
      <Skeleton height={220} radius="md" />
      <Skeleton height={96} radius="md" />
    </Stack>
  );
}

/** The status could not be read: say so and offer to ask again. */
export function CalendarLoadError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert color="red" variant="light" role="alert" title="Calendars could not be loaded" maw={720}>
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">Check your connection and try again.</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
