import {
  Alert as ChakraAlert,
  Field as ChakraField,
  Menu as ChakraMenu,
  NativeSelect as ChakraNativeSelect,
  Progress as ChakraProgress,
  RadioCard as ChakraRadioCard,
  Skeleton as ChakraSkeleton,
  Tabs as ChakraTabs,
  type AlertRootProps,
  type FieldRootProps,
  type MenuRootProps,
  type NativeSelectRootProps,
  type ProgressRootProps,
  type RadioCardRootProps,
  type SkeletonProps,
  type TabsRootProps,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  fieldSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  skeletonRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';

/*
 * Components with their recipes attached. These recipes are not in the shared system (they
 * would weigh on every first page); a Root given `recipe` styles all of its parts.
 */

function MenuRoot(props: MenuRootProps) {
  return <ChakraMenu.Root recipe={menuSlotRecipe} {...props} />;
}
function TabsRoot(props: TabsRootProps) {
  return <ChakraTabs.Root recipe={tabsSlotRecipe} {...props} />;
}
function ProgressRoot(props: ProgressRootProps) {
  return <ChakraProgress.Root recipe={progressSlotRecipe} {...props} />;
}
function AlertRoot(props: AlertRootProps) {
  return <ChakraAlert.Root recipe={alertSlotRecipe} {...props} />;
}

function FieldRoot(props: FieldRootProps) {
  return <ChakraField.Root recipe={fieldSlotRecipe} {...props} />;
}
function NativeSelectRoot(props: NativeSelectRootProps) {
  return <ChakraNativeSelect.Root recipe={nativeSelectSlotRecipe} {...props} />;
}

export const Menu = { ...ChakraMenu, Root: MenuRoot };
export const Tabs = { ...ChakraTabs, Root: TabsRoot };
export const Progress = { ...ChakraProgress, Root: ProgressRoot };
export const Alert = { ...ChakraAlert, Root: AlertRoot };
export const Field = { ...ChakraField, Root: FieldRoot };
export const NativeSelect = { ...ChakraNativeSelect, Root: NativeSelectRoot };

function RadioCardRoot(props: RadioCardRootProps) {
  return <ChakraRadioCard.Root recipe={radioCardSlotRecipe} {...props} />;
}
export const RadioCard = { ...ChakraRadioCard, Root: RadioCardRoot };

export function Skeleton(props: SkeletonProps) {
  return <ChakraSkeleton recipe={skeletonRecipe} {...props} />;
}
