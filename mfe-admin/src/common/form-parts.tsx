import { IconButton, type ButtonProps } from '@festive/web-kit';
import { TextArea as ShopTextArea } from '@festive/web-kit/controls';
import type { ComponentProps } from 'react';

/** The X of a form's header (the form closes on its X button). */
export function CloseFormButton({ label, onClick }: { label: string; onClick: ButtonProps['onClick'] }) {
  return (
    <IconButton variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </IconButton>
  );
}

/** The back office's multi-line inputs: the denser text of its forms, resizable. */
export function TextArea(props: ComponentProps<typeof ShopTextArea>) {
  return <ShopTextArea fontSize="sm" {...props} />;
}
