// Mantine's Select in a module of its own, for DeferredSelect to import when it is needed.
export { Select } from '@mantine/core';
