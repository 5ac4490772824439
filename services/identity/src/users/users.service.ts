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
});

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /**
   * The user behind a freshly verified phone: created on first sign-in, otherwise updated with
   * the name and e-mail just typed at checkout. Whoever proves the phone owns the account, and
   * the checkout form is the only place a shopper can correct these (the profile is read-only).
   * One statement (INSERT ... ON CONFLICT), so two sign-ins at once cannot create two users.
   */
  async upsertVerified(person: VerifiedPerson): Promise<UserEntity> {
    await this.users
      .createQueryBuilder()
      .insert()
      .values(person)
      .orUpdate(['name', 'email', 'updated_at'], ['phone'])
      .execute();
    return this.users.findOneByOrFail({ phone: person.phone });
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }
}
