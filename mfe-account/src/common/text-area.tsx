import type { ComponentProps } from 'react';
import { TextArea as ShopTextArea } from '@festive/web-kit/controls';

/** The account's multi-line inputs: a fixed height (dialogs and the chat composer size them). */
export function TextArea(props: ComponentProps<typeof ShopTextArea>) {
  return <ShopTextArea resize="none" {...props} />;
}
