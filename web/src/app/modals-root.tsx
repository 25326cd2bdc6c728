import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

interface ModalsRootProps {
  /** Called once the provider listens for the `modals` events. */
  onReady: () => void;
}

/** Mantine's modals provider, loaded by ModalsHost the first time a page opens a modal. */
export function ModalsRoot({ onReady }: ModalsRootProps) {
  return (
    <ModalsProvider>
      <Ready onReady={onReady} />
    </ModalsProvider>
  );
}

function Ready({ onReady }: ModalsRootProps) {
  // The provider subscribes in a layout effect; every layout effect of this commit has run
  // before this passive one, so events sent from here reach it.
  useEffect(() => onReady(), [onReady]);
  return null;
}
