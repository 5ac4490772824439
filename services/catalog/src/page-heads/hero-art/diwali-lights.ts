/** The picture of the fixed hero slide "diwali-lights" (640 × 400), drawn for the shop. */
export const diwaliLights = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400">
  <defs>
    <radialGradient id="glow" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="#fef7c3" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#fac515" stop-opacity="0"/>
    </radialGradient>
    <g id="diya">
      <circle cx="0" cy="-4" r="46" fill="url(#glow)"/>
      <ellipse cx="0" cy="34" rx="30" ry="10" fill="#9e3c0e"/>
      <path d="M-30 30h60c0 14-13 22-30 22s-30-8-30-22z" fill="#c74c07"/>
      <path d="M-30 30h60" stroke="#fac515" stroke-width="3"/>
      <path d="M0-22c8 14 12 22 12 31a12 12 0 0 1-24 0c0-9 4-17 12-31z" fill="#ffc170"/>
      <path d="M0-8c4 7 6 11 6 16a6 6 0 0 1-12 0c0-5 2-9 6-16z" fill="#fef7c3"/>
    </g>
  </defs>
  <g fill="#fac515">
    <circle cx="120" cy="70" r="36" opacity="0.16"/>
    <circle cx="300" cy="40" r="22" opacity="0.2"/>
    <circle cx="470" cy="90" r="30" opacity="0.14"/>
    <circle cx="560" cy="30" r="16" opacity="0.22"/>
    <circle cx="60" cy="200" r="14" opacity="0.2"/>
    <circle cx="600" cy="180" r="10" opacity="0.25"/>
  </g>
  <g fill="#fef7c3">
    <circle cx="210" cy="110" r="2"/><circle cx="390" cy="150" r="1.5"/><circle cx="520" cy="140" r="2"/>
    <circle cx="80" cy="120" r="1.5"/><circle cx="260" cy="60" r="1.5"/><circle cx="430" cy="30" r="2"/>
  </g>
  <use href="#diya" transform="translate(170 250) scale(1.4)"/>
  <use href="#diya" transform="translate(330 270) scale(1.8)"/>
  <use href="#diya" transform="translate(490 250) scale(1.4)"/>
  <path d="M40 372c60-22 120-22 180 0s120 22 180 0 120-22 200 0" fill="none" stroke="#f06606" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>
</svg>
`;
