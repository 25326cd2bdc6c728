import { Button, Group, Stack } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { flattenHours } from '@slotmap/domain/hours';
import { storeHoursSchema } from '@slotmap/domain/hours-schema';
import { useState } from 'react';
import type { UpcomingChoice } from '@slotmap/domain/upcoming';
import { ApiError } from '../../lib/api-client.ts';
import { readMessage } from '../../lib/i18n/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { askUpcomingChoice, upcomingOf } from '../upcoming-choice.tsx';
import { useUpdateCompany } from '../../lib/companies.ts';
import { HoursEditor } from '../hours/hours-editor.tsx';
import { ClosuresSection } from './closures-section.tsx';
import { companySettingsMessages } from './messages.ts';

/** Business Hours: the weekly hours, saved flattened as {Day}_open etc. (spec §2, §3). */
export function HoursTab({ company }: { company: CompanyView }) {
  const [hours, setHours] = useState(company.store_hours);
  const update = useUpdateCompany(company._id);
  // Last: it waits for the words when the tab is the first to need them, and no hook may follow.
  const t = useT(companySettingsMessages);

  const send = (body: Record<string, unknown>, choice?: UpcomingChoice) =>
    update.mutate(choice ? { ...body, upcoming: choice } : body, {
      onSuccess: () => notify(t('companySettings.updated')),
      onError: async (err) => {
        // New hours that leave appointments to come outside opening time are never saved
        // silently: the owner says what happens to them (decision 051).
        const upcoming = choice ? null : upcomingOf(err);
        if (!upcoming || !(err instanceof ApiError)) return notifyError(err);
        const picked = await askUpcomingChoice(err, upcoming, company.time_zone, {
          title: t('companySettings.hours.upcomingTitle'),
          keep: t('companySettings.hours.upcomingKeep'),
        });
        if (picked) send(body, picked);
      },
    });
  const save = () => {
    const parsed = storeHoursSchema.safeParse(hours);
    if (!parsed.success) return notify(readMessage(parsed.error.issues[0].message), 'danger');
    send(flattenHours(parsed.data));
  };

  return (
    <Stack gap="md" maw={640}>
      <HoursEditor value={hours} onChange={setHours} />
      <Group>
        <Button onClick={save} loading={update.isPending}>
          {t('companySettings.saveInfo')}
        </Button>
      </Group>
      <ClosuresSection company={company} />
    </Stack>
  );
}
