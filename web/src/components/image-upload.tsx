import { ActionIcon, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../lib/notify.ts';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, uploadImage } from '../lib/uploads.ts';
import { componentMessages } from './messages.ts';

/** Comment and intake thumbnails are 75 px (spec consumer §9). */
export const THUMB_PX = 75;

interface ImageUploadProps {
  label?: string;
  required?: boolean;
  error?: string;
  /** Uploaded image addresses (`/api/uploads/…`). */
  value: string[];
  onChange: (urls: string[]) => void;
  max?: number;
  /** The button's text ('Add image' by default); the label names the field. */
  buttonLabel?: string;
}

/**
 * Picks images, uploads them one by one and shows 75 px thumbnails with a remove button each.
 * The server checks every file by its content; its refusal is shown as a toast.
 */
export function ImageUpload({
  label,
  required,
  error,
  value,
  onChange,
  max = 1,
  buttonLabel,
}: ImageUploadProps) {
  const t = useT(componentMessages);
  const [busy, setBusy] = useState(false);

  const add = async (files: File[]) => {
    const room = Math.max(0, max - value.length);
    const picked = files.slice(0, room);
    const urls: string[] = [];
    setBusy(true);
    try {
      for (const file of picked) {
        if (file.size > MAX_IMAGE_BYTES) {
          notify(t('components.image.tooBig', { file: file.name }), 'danger');
          continue;
        }
        urls.push((await uploadImage(file)).url);
      }
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
      if (urls.length > 0) onChange([...value, ...urls]);
    }
  };

  return (
    <Input.Wrapper label={label} required={required} error={error}>
      <Stack gap="xs" mt={label ? 4 : 0}>
        {value.length > 0 && (
          <Group gap="xs">
            {value.map((url, i) => (
              <div key={url} style={{ position: 'relative' }}>
                <Image
                  src={url}
                  alt={t('components.image.attached', { number: i + 1 })}
                  w={THUMB_PX}
                  h={THUMB_PX}
                  radius="sm"
                  fit="cover"
                />
                <ActionIcon
                  size="sm"
                  radius="xl"
                  color="dark"
                  variant="filled"
                  aria-label={t('components.image.remove', { number: i + 1 })}
                  onClick={() => onChange(value.filter((u) => u !== url))}
                  style={{ position: 'absolute', top: -6, right: -6 }}
                >
                  <IconX size={12} />
                </ActionIcon>
              </div>
            ))}
          </Group>
        )}
        {value.length < max && (
          <Group gap="xs">
            <FileButton
              onChange={(files) => add(files ? ([] as File[]).concat(files) : [])}
              accept={IMAGE_TYPES.join(',')}
              multiple={max > 1}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  loading={busy}
                  leftSection={<IconPhotoPlus size={16} />}
                >
                  {buttonLabel ?? t('components.image.add')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('components.image.types')}
            </Text>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
