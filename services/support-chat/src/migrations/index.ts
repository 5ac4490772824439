import { Initial1763798400000 } from './1763798400000-initial';

/** Every committed migration of the support_chat schema, oldest first. */
export const MIGRATIONS = [Initial1763798400000];
