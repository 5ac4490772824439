import { LineIcon } from '@festive/web-kit/icons';

/* The table actions' icons. */

export const EditIcon = () => (
  <LineIcon>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </LineIcon>
);

export const DeleteIcon = () => (
  <LineIcon>
    <path d="M3 6h18" />
    <path d="M8 6V4h8v2" />
    <path d="M19 6l-1 14H6L5 6" />
    <path d="M10 11v6M14 11v6" />
  </LineIcon>
);

export const CopyIcon = () => (
  <LineIcon>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </LineIcon>
);

export const ExternalIcon = () => (
  <LineIcon size={14}>
    <path d="M14 3h7v7" />
    <path d="M10 14 21 3" />
    <path d="M21 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5" />
  </LineIcon>
);
