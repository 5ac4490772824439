import { Initial1763798400000 } from './1763798400000-initial';
import { OfficialStateNames1766100000000 } from './1766100000000-official-state-names';
import { OnePhoneFormat1766300000000 } from './1766300000000-one-phone-format';

/** Every committed migration of the identity schema, oldest first. */
export const MIGRATIONS = [
  Initial1763798400000,
  OfficialStateNames1766100000000,
  OnePhoneFormat1766300000000,
];
