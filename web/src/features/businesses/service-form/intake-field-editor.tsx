import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  Slider,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  FIELD_TYPES,
  type FieldType,
  OPTION_FIELD_TYPES,
  SLIDER_MIN,
  sliderStep,
} from '@slotmap/domain/intake-fields';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { type ServicesId, servicesMessages } from '../settings/messages.ts';
import type { ServiceFormValues } from './service-values.ts';

/** Each field type's name, as an id of the catalogue. */
function typeName(type: FieldType): ServicesId {
  switch (type) {
    case 'text':
      return 'services.intake.type.text';
    case 'checkbox':
      return 'services.intake.type.checkbox';
    case 'radio':
      return 'services.intake.type.radio';
    case 'file':
      return 'services.intake.type.file';
    case 'textarea':
      return 'services.intake.type.textarea';
    case 'slider':
      return 'services.intake.type.slider';
    case 'dropdown':
      return 'services.intake.type.dropdown';
  }
}

interface IntakeFieldEditorProps {
  form: UseFormReturnType<ServiceFormValues>;
  index: number;
  count: number;
}

/** Spec §5: a slider starts at 10 and moves in steps of 100 divided by the option count. */
function SliderPreview({ labels }: { labels: string[] }) {
  const t = useT(servicesMessages);
  const step = sliderStep(labels.length);
  const marks = labels.map((label, i) => ({ value: SLIDER_MIN + i * step, label }));
  return (
    <Stack gap={4} pb="lg">
      <Text fz="xs" c="dimmed">
        {t('services.intake.preview')}
      </Text>
      <Slider
        aria-label={t('services.intake.sliderPreview')}
        min={SLIDER_MIN}
        max={Math.max(SLIDER_MIN + (labels.length - 1) * step, SLIDER_MIN + 1)}
        step={step}
        marks={marks}
        label={null}
        mx="md"
      />
    </Stack>
  );
}

/** One intake question: its type, label, whether it is required, and its options. */
export function IntakeFieldEditor({ form, index, count }: IntakeFieldEditorProps) {
  const path = `intakeForm.${index}` as const;
  const field = form.getValues().intakeForm[index];
  const hasOptions = OPTION_FIELD_TYPES.includes(field.field_type);
  const t = useT(servicesMessages);
  const number = index + 1;
  const question = t('services.intake.question', { number });
  const typeOptions = FIELD_TYPES.map((type) => ({ value: type, label: t(typeName(type)) }));

  return (
    <Fieldset legend={question} aria-label={question} p="sm">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t('services.intake.type')}
            data={typeOptions}
            allowDeselect={false}
            style={{ flex: '1 1 160px' }}
            {...form.getInputProps(`${path}.field_type`)}
            onChange={(v) => {
              if (!v) return;
              form.setFieldValue(`${path}.field_type`, v as FieldType);
              // An option question starts with one option to fill in; others have none.
              const needsOptions = OPTION_FIELD_TYPES.includes(v as FieldType);
              const options = form.getValues().intakeForm[index].options;
              if (needsOptions && options.length === 0)
                form.setFieldValue(`${path}.options`, [{ label: '', value: '', isChecked: false }]);
              if (!needsOptions) form.setFieldValue(`${path}.options`, []);
            }}
          />
          <TextInput
            label={t('services.intake.label')}
            placeholder={t('services.intake.label.placeholder')}
            required
            style={{ flex: '2 1 200px' }}
            {...form.getInputProps(`${path}.field_label`)}
          />
        </Group>
        {hasOptions && (
          <Stack gap={6}>
            <Text fz="sm" fw={500}>
              {t('services.intake.options')}
            </Text>
            {field.options.map((_, j) => (
              // Options have no id of their own; their position is what the owner edits.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Group key={j} gap="xs" wrap="nowrap">
                <TextInput
                  aria-label={t('services.intake.option', { number: j + 1 })}
                  placeholder={t('services.intake.option', { number: j + 1 })}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`${path}.options.${j}.label`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('services.intake.removeOption', { number: j + 1 })}
                  onClick={() => form.removeListItem(`${path}.options`, j)}
                  disabled={field.options.length <= 1}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            ))}
            {form.errors[`${path}.options`] && (
              <Text fz="xs" c="red">
                {form.errors[`${path}.options`]}
              </Text>
            )}
            <Group>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() =>
                  form.insertListItem(`${path}.options`, { label: '', value: '', isChecked: false })
                }
              >
                {t('services.intake.addOption')}
              </Button>
            </Group>
            {field.field_type === 'slider' && (
              <SliderPreview
                labels={field.options.map(
                  (o, j) => o.label || t('services.intake.option', { number: j + 1 }),
                )}
              />
            )}
          </Stack>
        )}
        <Group justify="space-between" wrap="wrap">
          <Switch
            label={t('services.intake.required')}
            {...form.getInputProps(`${path}.is_required`, { type: 'checkbox' })}
          />
          <Group gap={4}>
            <ActionIcon
              variant="default"
              aria-label={t('services.intake.moveUp', { number })}
              disabled={index === 0}
              onClick={() => form.reorderListItem('intakeForm', { from: index, to: index - 1 })}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t('services.intake.moveDown', { number })}
              disabled={index === count - 1}
              onClick={() => form.reorderListItem('intakeForm', { from: index, to: index + 1 })}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              aria-label={t('services.intake.remove', { number })}
              onClick={() => form.removeListItem('intakeForm', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Fieldset>
  );
}
