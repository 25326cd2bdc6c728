import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { type LocateProps, useLocate } from './locate-button.tsx';

type LocateIconButtonProps = LocateProps &
  Pick<ActionIconProps, 'variant' | 'visibleFrom' | 'hiddenFrom'>;

/** Locate-me as an icon, with its words in a tooltip: for a narrow row beside an address box. */
export function LocateIconButton({
  onFound,
  onError,
  variant = 'default',
  ...visibility
}: LocateIconButtonProps) {
  const { locating, locate, label } = useLocate({ onFound, onError });
  return (
    <DeferredTooltip label={label}>
      <ActionIcon
        {...visibility}
        variant={variant}
        size={36}
        loading={locating}
        onClick={locate}
        aria-label={label}
      >
        <IconCurrentLocation size={18} aria-hidden />
      </ActionIcon>
    </DeferredTooltip>
  );
}
