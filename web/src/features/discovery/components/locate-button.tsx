import { Button, type ButtonProps } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';
import type { LocationState } from '../data/find-params.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { locateMe, locateMessage } from '../data/locate.ts';
import { discoveryMessages } from '../messages.ts';

export interface LocateProps {
  onFound: (location: LocationState) => void;
  onError: (message: string) => void;
}

/** Asks the browser where the visitor is and names the place; `locating` while it waits. */
export function useLocate({ onFound, onError }: LocateProps) {
  const t = useT(discoveryMessages);
  const [locating, setLocating] = useState(false);
  const locate = async () => {
    setLocating(true);
    try {
      onFound(await locateMe(t));
    } catch (error) {
      onError(locateMessage(error, t));
    } finally {
      setLocating(false);
    }
  };
  return { locating, locate, label: t('discovery.locate.label') };
}

type LocateButtonProps = LocateProps & Pick<ButtonProps, 'variant' | 'visibleFrom' | 'hiddenFrom'>;

/**
 * Locate-me, with its words. LocateIconButton is the narrow form beside an address box; a file of
 * its own, so the home page does not load its icon button and tooltip.
 */
export function LocateButton({
  onFound,
  onError,
  variant = 'default',
  ...visibility
}: LocateButtonProps) {
  const { locating, locate, label } = useLocate({ onFound, onError });
  return (
    <Button
      {...visibility}
      variant={variant}
      loading={locating}
      leftSection={<IconCurrentLocation size={18} aria-hidden />}
      onClick={locate}
    >
      {label}
    </Button>
  );
}
