import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Service } from '@slotmap/domain/services';
import { IconTrash } from '@tabler/icons-react';
import { ServiceFields } from '../service-form/service-fields.tsx';
import type { ServiceFormValues } from '../service-form/service-values.ts';
import { ListStack } from '../../../components/lists.tsx';

interface ServicesStepProps {
  added: Service[];
  onRemove: (index: number) => void;
  form: UseFormReturnType<ServiceFormValues>;
}

/** Wizard step 4: the services added so far and the form of the next one. */
export function ServicesStep({ added, onRemove, form }: ServicesStepProps) {
  return (
    <Stack gap="md">
      {added.length > 0 && (
        <ListStack gap="xs" aria-label="Added services">
          {added.map((s, i) => (
            // Added services hold no state and have no id before they are saved.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Paper component="li" key={i} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{s.name}</Text>
                  <Text fz="sm" c="dimmed">
                    ${s.price.toFixed(2)} · {s.service_duration} minutes
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${s.name}`}
                  onClick={() => onRemove(i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </ListStack>
      )}
      <Text fw={600}>{added.length === 0 ? 'Your first service' : 'Another service'}</Text>
      <ServiceFields form={form} withIntake />
    </Stack>
  );
}
