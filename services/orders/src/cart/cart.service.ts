import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ServerCart } from '@festive/contracts';
import { validationError } from '@festive/server-kit';
import { type EntityManager, Repository } from 'typeorm';
import { CartItemEntity } from '../carts/cart-item.entity';
import { CatalogProductsClient } from './catalog-products.client';
import { duplicateProduct, linesChanged, settleLines, type WantedLine } from './cart-lines';

/**
 * The signed-in shopper's persisted cart (orders.carts, one stored cart item per line). Every
 * answer is re-read from the catalogue: today's prices, quantities capped at stock, products
 * gone or sold out dropped, and the stored rows kept equal to what the shopper is shown.
 */
@Injectable()
export class CartService {
  constructor(
    @InjectRepository(CartItemEntity) private readonly rows: Repository<CartItemEntity>,
    private readonly catalogue: CatalogProductsClient,
  ) {}

  async read(userId: string): Promise<ServerCart> {
    const stored = await this.rows.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    const wanted = stored.map(({ productId, quantity }) => ({ productId, quantity }));
    const items = settleLines(wanted, await this.catalogue.lookup(wanted.map((line) => line.productId)));
    if (linesChanged(wanted, items)) await this.store(userId, items.map(toWanted));
    return { items };
  }

  /** Replaces the cart with these lines (PUT): the client's whole cart, in its order. */
  async replace(userId: string, wanted: readonly WantedLine[]): Promise<ServerCart> {
    const twice = duplicateProduct(wanted);
    if (twice) {
      throw validationError([{ path: ['items'], message: `product ${twice} is listed more than once` }]);
    }
    const items = settleLines(wanted, await this.catalogue.lookup(wanted.map((line) => line.productId)));
    await this.store(userId, items.map(toWanted));
    return { items };
  }

  private store(userId: string, lines: readonly WantedLine[]): Promise<void> {
    return this.rows.manager.transaction(async (manager) => {
      // One writer per shopper at a time: two tabs saving at once must not interleave.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('orders.carts'), hashtext($1))`, [userId]);
      await this.removeOthers(manager, userId, lines);
      for (const { productId, quantity } of lines) {
        // clock_timestamp(): rows added together keep their order (now() is one instant per transaction).
        await manager.query(
          `INSERT INTO ${this.table()} (user_id, product_id, quantity, created_at)
           VALUES ($1, $2, $3, clock_timestamp())
           ON CONFLICT (user_id, product_id)
           DO UPDATE SET quantity = EXCLUDED.quantity, updated_at = now()
           WHERE ${this.table()}.quantity <> EXCLUDED.quantity`,
          [userId, productId, quantity],
        );
      }
    });
  }

  private async removeOthers(manager: EntityManager, userId: string, keep: readonly WantedLine[]) {
    await manager.query(
      `DELETE FROM ${this.table()} WHERE user_id = $1 AND NOT (product_id = ANY($2::uuid[]))`,
      [userId, keep.map((line) => line.productId)],
    );
  }

  private table(): string {
    const { schema, tableName } = this.rows.metadata;
    return schema ? `"${schema}"."${tableName}"` : `"${tableName}"`;
  }
}

const toWanted = ({ id, quantity }: { id: string; quantity: number }): WantedLine => ({
  productId: id,
  quantity,
});
