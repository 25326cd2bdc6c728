// Mantine's Tooltip in a module of its own, for DeferredTooltip to import when it is needed.
export { Tooltip } from '@mantine/core';
