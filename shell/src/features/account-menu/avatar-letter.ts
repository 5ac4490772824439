import type { Session } from '@festive/contracts';

/** The avatar: the upper-cased first letter of the name, else the phone's first character, else U. */
export function avatarLetter(session: Pick<Session, 'name' | 'userPhone'>): string {
  return session.name?.trim().charAt(0).toUpperCase() || session.userPhone?.charAt(0) || 'U';
}
