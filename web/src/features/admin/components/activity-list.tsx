import { Paper, Stack, Text, Timeline } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Paginator } from '../../../components/paginator.tsx';
import { useAudit } from '../data/audit.ts';
import type { AuditEntry } from '../types.ts';
import { ListError, ListSkeleton } from './list-states.tsx';

/** 'claim.transfer' or 'transfer_claim' → 'Claim transfer': readable whatever the server names. */
export function actionLabel(action: string): string {
  const words = action
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whom the action concerned, leaving out the business or user whose list this is. */
function subject(e: AuditEntry, about: { company?: string; user?: string }): string {
  const parts = [
    e.company && e.company._id !== about.company ? e.company.name : null,
    e.user && e.user._id !== about.user ? e.user.email : null,
  ].filter(Boolean);
  return parts.length ? ` · ${parts.join(' · ')}` : '';
}

/** The admin actions on one business or one user, newest first (GET /admin/audit). */
export function ActivityList({ about }: { about: { company?: string; user?: string } }) {
  const [page, setPage] = useState(1);
  const audit = useAudit(about, page);
  if (audit.isPending) return <ListSkeleton noun="activity" rows={2} />;
  if (audit.isError) return <ListError noun="activity" onRetry={audit.refetch} />;
  const { items, total } = audit.data;
  if (items.length === 0)
    return (
      <Paper withBorder p="md" ta="center">
        <Text fz="sm" c="dimmed">
          No admin activity yet
        </Text>
      </Paper>
    );
  return (
    <Stack gap="md">
      <Timeline bulletSize={12} lineWidth={2} aria-label="Activity">
        {items.map((e) => (
          <Timeline.Item key={e._id} title={actionLabel(e.action)}>
            <Text fz="sm" c="dimmed">
              {dayjs(e.createdAt).format('MMM DD, YYYY h:mm A')} by {e.actor.email}
              {subject(e, about)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Paginator page={page} total={total} onChange={setPage} />
    </Stack>
  );
}
