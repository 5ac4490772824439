import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SessionCustomer } from '@festive/server-kit';
import { Repository } from 'typeorm';
import { UserEntity } from './user.entity';

export interface VerifiedPerson {
  phone: string;
  name: string;
  email: string;
}

export const toSessionCustomer = (user: UserEntity): SessionCustomer => ({
  userId: user.id,
  name: user.name,
  phone: user.phone,
  email: user.email,
  ...(user.phoneVerifiedAt ? { phoneVerifiedAt: user.phoneVerifiedAt.toISOString() } : {}),
});

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /**
   * The user behind a freshly verified phone: created on first sign-in, otherwise updated with
   * the name and e-mail just typed at checkout. Whoever proves the phone owns the account, and
   * the checkout form is the only place a shopper can correct these (the profile is read-only).
   * One statement (INSERT ... ON CONFLICT), so two sign-ins at once cannot create two users.
   * The verification time is the database's, the same clock the trusted window is read against.
   */
  async upsertVerified(person: VerifiedPerson): Promise<UserEntity> {
    await this.users
      .createQueryBuilder()
      .insert()
      .values({ ...person, phoneVerifiedAt: () => 'now()' })
      .orUpdate(['name', 'email', 'phone_verified_at', 'updated_at'], ['phone'])
      .execute();
    return this.users.findOneByOrFail({ phone: person.phone });
  }

  /**
   * Whether the user's phone is `phone` and was proved by a code within `trustedDays` (the record;
   * clearing `phone_verified_at` withdraws the trust of every session of that user).
   */
  async phoneVerifiedWithin(userId: string, phone: string, trustedDays: number): Promise<boolean> {
    const rows = (await this.users.query(
      `SELECT 1 FROM "identity"."users"
       WHERE "id" = $1 AND "phone" = $2 AND "phone_verified_at" > now() - make_interval(secs => $3)`,
      [userId, phone, trustedDays * 24 * 3600],
    )) as unknown[];
    return rows.length > 0;
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }
}
