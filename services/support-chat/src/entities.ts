import { ChatMessageEntity } from './chat/chat-message.entity';
import { ChatSessionEntity } from './chat/chat-session.entity';

export const ENTITIES = [ChatSessionEntity, ChatMessageEntity];
