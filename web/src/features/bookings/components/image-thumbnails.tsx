import { Anchor, Group, Image } from '@mantine/core';
import { THUMB_PX } from '../../../components/image-upload.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { bookingMessages } from '../messages.ts';

interface ImageThumbnailsProps {
  urls: string[];
  /** Names the images for screen readers: 'Attachment' → 'Attachment 1', 'Attachment 2'. */
  label: string;
}

/** 75 px thumbnails (spec §9), each opening the full image in a new tab. */
export function ImageThumbnails({ urls, label }: ImageThumbnailsProps) {
  const t = useT(bookingMessages);
  return (
    <Group gap="xs">
      {urls.map((url, i) => (
        <Anchor
          key={url}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('bookingPage.images.open', { label, number: i + 1 })}
          display="block"
          lh={0}
        >
          <Image
            src={url}
            alt=""
            w={THUMB_PX}
            h={THUMB_PX}
            radius="sm"
            fit="cover"
            style={{ border: '1px solid var(--mantine-color-default-border)' }}
          />
        </Anchor>
      ))}
    </Group>
  );
}
