import { Button, Group, Stack } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { flattenHours } from '@slotmap/domain/hours';
import { storeHoursSchema } from '@slotmap/domain/hours-schema';
import { useState } from 'react';
import { notify, notifyError } from '../../lib/notify.ts';
import { useUpdateCompany } from '../../lib/companies.ts';
import { HoursEditor } from '../hours/hours-editor.tsx';

/** Business Hours: the weekly hours, saved flattened as {Day}_open etc. (spec §2, §3). */
export function HoursTab({ company }: { company: CompanyView }) {
  const [hours, setHours] = useState(company.store_hours);
  const update = useUpdateCompany(company._id);

  const save = () => {
    const parsed = storeHoursSchema.safeParse(hours);
    if (!parsed.success) return notify(parsed.error.issues[0].message, 'danger');
    update.mutate(flattenHours(parsed.data), {
      onSuccess: () => notify('Company Updated'),
      onError: notifyError,
    });
  };

  return (
    <Stack gap="md" maw={640}>
      <HoursEditor value={hours} onChange={setHours} />
      <Group>
        <Button onClick={save} loading={update.isPending}>
          Save Company Info
        </Button>
      </Group>
    </Stack>
  );
}
