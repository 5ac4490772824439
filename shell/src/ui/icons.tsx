import { LineIcon } from '@festive/web-kit/icons';

interface IconProps {
  size?: number;
}

export function CartIcon({ size = 22 }: IconProps) {
  return (
    <LineIcon size={size}>
      <path d="M6 6h15l-1.5 9h-12z" />
      <path d="M6 6 5 3H2" />
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
    </LineIcon>
  );
}

export function SearchIcon({ size = 18 }: IconProps) {
  return (
    <LineIcon size={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}
