import { ActionIcon, Button, type ButtonProps, Tooltip } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';
import type { LocationState } from '../data/find-params.ts';
import { locateMe, locateMessage } from '../data/locate.ts';

interface LocateButtonProps extends Pick<ButtonProps, 'variant' | 'visibleFrom' | 'hiddenFrom'> {
  onFound: (location: LocationState) => void;
  onError: (message: string) => void;
  /** Only the icon, with the words in a tooltip: for a narrow row beside an address box. */
  iconOnly?: boolean;
}

const LABEL = 'Use my location';

/** Locate-me: asks the browser where the visitor is and names the place. */
export function LocateButton({
  onFound,
  onError,
  iconOnly = false,
  variant = 'default',
  ...visibility
}: LocateButtonProps) {
  const [locating, setLocating] = useState(false);

  const locate = async () => {
    setLocating(true);
    try {
      onFound(await locateMe());
    } catch (error) {
      onError(locateMessage(error));
    } finally {
      setLocating(false);
    }
  };

  if (iconOnly) {
    return (
      <Tooltip label={LABEL}>
        <ActionIcon
          {...visibility}
          variant={variant}
          size={36}
          loading={locating}
          onClick={locate}
          aria-label={LABEL}
        >
          <IconCurrentLocation size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      {...visibility}
      variant={variant}
      loading={locating}
      leftSection={<IconCurrentLocation size={18} aria-hidden />}
      onClick={locate}
    >
      {LABEL}
    </Button>
  );
}
