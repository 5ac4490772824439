import { Initial1763798400000 } from './1763798400000-initial';
import { ChatEscalation1764300000000 } from './1764300000000-chat-escalation';

/** Every committed migration of the support_chat schema, oldest first. */
export const MIGRATIONS = [Initial1763798400000, ChatEscalation1764300000000];
