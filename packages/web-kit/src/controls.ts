/**
 * `@festive/web-kit/controls`: the controls of the later pages (account tabs, checkout progress
 * and forms, admin cards, the avatar menu), a federation-shared singleton loaded when a page
 * that uses them loads. Kept apart from `./overlays` so the first "Add to Cart" (drawer +
 * toaster) does not also download tabs, menus, popper and form machinery.
 */
export { Alert, Field, Menu, NativeSelect, Progress, Skeleton, Tabs } from './controls/parts';
export { RadioCard } from './controls/parts';
export { Input as FieldInput, Portal, Textarea as FieldTextarea } from '@chakra-ui/react';
