import { createRecipeContext, type InputProps } from '@chakra-ui/react';

/**
 * A text input styled by the system's `input` recipe, without Chakra's Field wiring: Chakra's
 * own Input is Ark's Field.Input, which brings Ark/Zag field code (~4 KB gzip) to every first
 * page for the one search box. Give it an `aria-label` or a label's `htmlFor`. Forms inside a
 * `Field.Root` use `FieldInput` from `./overlays`, which wires label, ids and errors.
 */
const { withContext } = createRecipeContext({ key: 'input' });

export const Input = withContext<HTMLInputElement, InputProps>('input');
