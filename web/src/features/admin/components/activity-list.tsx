import { Paper, Stack, Text, Timeline } from '@mantine/core';
import { useState } from 'react';
import { Paginator } from '../../../components/paginator.tsx';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { useAudit } from '../data/audit.ts';
import { type AdminId, adminMessages } from '../messages.ts';
import type { AuditEntry } from '../types.ts';
import { formatMoment } from './format.ts';
import { ListError, ListSkeleton } from './list-states.tsx';

/** 'claim.transfer' or 'transfer_claim' → 'Claim transfer': readable whatever the server names. */
export function actionLabel(action: string): string {
  const words = action
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The actions the server records (admin_audit.action), worded in the reader's language. */
const ACTIONS: Record<string, AdminId> = {
  'user.edit': 'admin.activity.action.userEdit',
  'user.delete': 'admin.activity.action.userDelete',
  'user.free-month': 'admin.activity.action.userFreeMonth',
  'claim.transfer': 'admin.activity.action.claimTransfer',
  'claim.reject': 'admin.activity.action.claimReject',
  'company.create': 'admin.activity.action.companyCreate',
  'company.edit': 'admin.activity.action.companyEdit',
  'company.delete': 'admin.activity.action.companyDelete',
  'service.add': 'admin.activity.action.serviceAdd',
  'service.edit': 'admin.activity.action.serviceEdit',
  'service.delete': 'admin.activity.action.serviceDelete',
  'review.hide': 'admin.activity.action.reviewHide',
  'plan.cancel': 'admin.activity.action.planCancel',
  'plan.renew': 'admin.activity.action.planRenew',
  'plan.free-month': 'admin.activity.action.planFreeMonth',
};

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
  const t = useT(adminMessages);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const audit = useAudit(about, page);
  if (audit.isPending) return <ListSkeleton noun="activity" rows={2} />;
  if (audit.isError) return <ListError noun="activity" onRetry={audit.refetch} />;
  const { items, total } = audit.data;
  if (items.length === 0)
    return (
      <Paper withBorder p="md" ta="center">
        <Text fz="sm" c="dimmed">
          {t('admin.activity.none')}
        </Text>
      </Paper>
    );
  const label = (action: string) => {
    const id = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
    return id ? t(id) : actionLabel(action);
  };
  return (
    <Stack gap="md">
      <Timeline bulletSize={12} lineWidth={2} aria-label={t('admin.activity.title')}>
        {items.map((e) => (
          <Timeline.Item key={e._id} title={label(e.action)}>
            <Text fz="sm" c="dimmed">
              {t('admin.activity.line', {
                when: formatMoment(e.createdAt, language),
                email: e.actor.email,
              })}
              {subject(e, about)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Paginator page={page} total={total} onChange={setPage} />
    </Stack>
  );
}
