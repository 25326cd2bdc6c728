import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { servicesMessages } from '../settings/messages.ts';
import { IntakeFieldEditor } from './intake-field-editor.tsx';
import { newIntakeDraft, type ServiceFormValues } from './service-values.ts';

/** The intake questions customers answer when they book online (spec §3 Intake field). */
export function IntakeBuilder({ form }: { form: UseFormReturnType<ServiceFormValues> }) {
  const t = useT(servicesMessages);
  const fields = form.getValues().intakeForm;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{t('services.intake.title')}</Text>
        <Text fz="sm" c="dimmed">
          {t('services.intake.help')}
        </Text>
      </div>
      {fields.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('services.intake.none')}
        </Text>
      )}
      {fields.map((f, i) => (
        <IntakeFieldEditor key={f.key} form={form} index={i} count={fields.length} />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('intakeForm', newIntakeDraft())}
        >
          {t('services.intake.add')}
        </Button>
      </Group>
    </Stack>
  );
}
