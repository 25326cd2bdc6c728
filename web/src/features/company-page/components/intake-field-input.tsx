import { Checkbox, Input, Radio, Select, Slider, Stack, Textarea, TextInput } from '@mantine/core';
import type { IntakeFieldView } from '@slotmap/domain/company-view';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { type AnswerValue, choicesOf, optionValue, sliderScale } from '../intake-answers.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

interface IntakeFieldInputProps {
  field: IntakeFieldView;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  error?: string;
}

/** One intake question as its type asks (spec §2): text, long text, choices, slider or image. */
export function IntakeFieldInput({ field, value, onChange, error }: IntakeFieldInputProps) {
  const t = useT(companyPageMessages);
  const common = { label: field.field_label, required: field.is_required, error };
  const choices = choicesOf(field).map((o) => ({ value: optionValue(o), label: o.label }));
  const text = typeof value === 'string' ? value : '';

  switch (field.field_type) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next)}
        >
          <Stack gap={6} mt={6}>
            {choices.map((c) => (
              <Checkbox key={c.value} value={c.value} label={c.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'radio':
      return (
        <Radio.Group {...common} value={text || null} onChange={(next) => onChange(next)}>
          <Stack gap={6} mt={6}>
            {choices.map((c) => (
              <Radio key={c.value} value={c.value} label={c.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'dropdown':
      return (
        <Select
          {...common}
          data={choices}
          value={text || null}
          onChange={(next) => onChange(next ?? '')}
          placeholder={t('companyPage.chooseOne')}
          clearable={!field.is_required}
          allowDeselect={!field.is_required}
        />
      );
    case 'slider': {
      const scale = sliderScale(field);
      const markAt = (v: number) => scale.marks.find((m) => m.value === v)?.label ?? v;
      return (
        <Input.Wrapper {...common} labelElement="div">
          <Slider
            {...scale}
            value={typeof value === 'number' ? value : scale.min}
            onChange={onChange}
            label={markAt}
            thumbLabel={field.field_label}
            mt="xs"
            mb="xl"
            mx="md"
          />
        </Input.Wrapper>
      );
    }
    case 'file':
      return (
        <ImageUpload
          {...common}
          max={1}
          value={text ? [text] : []}
          onChange={(urls) => onChange(urls[0] ?? '')}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          maxLength={2000}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
