import { ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Address } from '@festive/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { AddressEntity } from './address.entity';

export const ADDRESS_NOT_FOUND = 'Address not found';
/** Enough for home, office, parents and friends; a bound so one account cannot grow without end. */
export const MAX_ADDRESSES = 20;
export const TOO_MANY_ADDRESSES = `You can save at most ${MAX_ADDRESSES} addresses. Delete one to add another`;

export interface NewAddress {
  address: string;
  city: string;
  state: string;
  pincode: string;
  isDefault: 0 | 1;
}

const toAddress = (row: AddressEntity): Address => ({
  id: row.id,
  userId: row.userId,
  address: row.address,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  isDefault: row.isDefault,
});

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A customer's saved addresses. Every change runs in a transaction that first locks the
 * customer's user row, so concurrent calls for one customer queue up and exactly one address
 * stays default (the partial unique index is the backstop). Other customers never wait.
 */
@Injectable()
export class AddressesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Default first, then in the order they were saved. */
  async list(userId: string): Promise<Address[]> {
    const rows = await this.dataSource.getRepository(AddressEntity).find({
      where: { userId },
      order: { isDefault: 'DESC', createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(toAddress);
  }

  /**
   * Saves an address. The first one becomes the default (a shopper expects one); saving an
   * address the customer already has answers the stored one instead of a duplicate card.
   */
  create(userId: string, input: NewAddress): Promise<Address> {
    return this.forCustomer(userId, async (manager) => {
      const repo = manager.getRepository(AddressEntity);
      const existing = await repo.find({ where: { userId } });
      const duplicate = existing.find(
        (row) =>
          sameText(row.address, input.address) &&
          sameText(row.city, input.city) &&
          sameText(row.state, input.state) &&
          row.pincode === input.pincode,
      );
      if (duplicate) {
        if (input.isDefault === 1 && duplicate.isDefault === 0)
          await this.makeDefault(manager, userId, duplicate);
        return toAddress(duplicate);
      }
      if (existing.length >= MAX_ADDRESSES) throw new ConflictException(TOO_MANY_ADDRESSES);
      const wantsDefault = input.isDefault === 1 || !existing.some((row) => row.isDefault === 1);
      if (wantsDefault) await repo.update({ userId, isDefault: 1 }, { isDefault: 0 });
      const saved = await repo.save(repo.create({ ...input, userId, isDefault: wantsDefault ? 1 : 0 }));
      return toAddress(saved);
    });
  }

  /** Deletes one of the customer's addresses; when it was the default, the oldest left takes over. */
  remove(userId: string, id: string): Promise<void> {
    return this.forCustomer(userId, async (manager) => {
      const repo = manager.getRepository(AddressEntity);
      const row = await repo.findOneBy({ id, userId });
      if (!row) throw new NotFoundException(ADDRESS_NOT_FOUND);
      await repo.delete({ id, userId });
      if (row.isDefault !== 1) return;
      const next = await repo.findOne({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
      if (next) await repo.update({ id: next.id }, { isDefault: 1 });
    });
  }

  setDefault(userId: string, id: string): Promise<Address> {
    return this.forCustomer(userId, async (manager) => {
      const row = await manager.getRepository(AddressEntity).findOneBy({ id, userId });
      if (!row) throw new NotFoundException(ADDRESS_NOT_FOUND);
      await this.makeDefault(manager, userId, row);
      return toAddress(row);
    });
  }

  private async makeDefault(manager: EntityManager, userId: string, row: AddressEntity): Promise<void> {
    const repo = manager.getRepository(AddressEntity);
    // Two statements, old default off first: a single swapping UPDATE would trip the unique index.
    await repo.update({ userId, isDefault: 1 }, { isDefault: 0 });
    await repo.update({ id: row.id }, { isDefault: 1 });
    row.isDefault = 1;
  }

  /** Runs `work` in a transaction holding the customer's row lock; an unknown customer is 401. */
  private forCustomer<T>(userId: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager
        .getRepository(UserEntity)
        .findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw new UnauthorizedException('Please sign in');
      return work(manager);
    });
  }
}
