import { Drawer as ChakraDrawer, type DrawerRootProps } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';

/* The drawer with its recipe attached: the recipe is not in the shared system (it would weigh
 * on every first page); a Root given `recipe` styles all of its parts. */
function DrawerRoot(props: DrawerRootProps) {
  return <ChakraDrawer.Root recipe={drawerSlotRecipe} {...props} />;
}

export const Drawer = { ...ChakraDrawer, Root: DrawerRoot };
