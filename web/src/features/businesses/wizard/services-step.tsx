import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatPrice } from '@slotmap/domain/price-format';
import type { Service } from '@slotmap/domain/services';
import { IconTrash } from '@tabler/icons-react';
import { ServiceFields } from '../service-form/service-fields.tsx';
import type { ServiceFormValues } from '../service-form/service-values.ts';
import { ListStack } from '../../../components/lists.tsx';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { businessWizardMessages } from './messages.ts';

interface ServicesStepProps {
  added: Service[];
  onRemove: (index: number) => void;
  form: UseFormReturnType<ServiceFormValues>;
}

/** Wizard step 4: the services added so far and the form of the next one. */
export function ServicesStep({ added, onRemove, form }: ServicesStepProps) {
  const t = useT(businessWizardMessages);
  const language = useLanguage();
  return (
    <Stack gap="md">
      {added.length > 0 && (
        <ListStack gap="xs" aria-label={t('businessWizard.services.added')}>
          {added.map((s, i) => (
            // Added services hold no state and have no id before they are saved.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Paper component="li" key={i} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{s.name}</Text>
                  <Text fz="sm" c="dimmed">
                    {t('businessWizard.services.line', {
                      price: formatPrice(s.price, language),
                      minutes: s.service_duration,
                    })}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('businessWizard.services.remove', { name: s.name })}
                  onClick={() => onRemove(i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </ListStack>
      )}
      <Text fw={600}>
        {t(
          added.length === 0 ? 'businessWizard.services.first' : 'businessWizard.services.another',
        )}
      </Text>
      <ServiceFields form={form} withIntake />
    </Stack>
  );
}
