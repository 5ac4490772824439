import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '@festive/server-kit';
import { OrderItemEntity } from './order-item.entity';
import { OrderEntity } from './order.entity';

/** An order with its lines, sorted by product name. */
export type OrderWithItems = OrderEntity & { items: OrderItemEntity[] };

interface SelectLists {
  order: string;
  items: string;
}

const listsBySource = new WeakMap<DataSource, SelectLists>();

/**
 * The select lists of an order and of its lines as JSON, written once per data source from the
 * entities' own column metadata, so a column added to an entity is read here too. Numeric lines
 * travel as text, as TypeORM hands them over (money is never a float).
 */
function selectLists(dataSource: DataSource): SelectLists {
  let lists = listsBySource.get(dataSource);
  if (!lists) {
    const order = dataSource
      .getMetadata(OrderEntity)
      .columns.map((column) => `o."${column.databaseName}" AS "${column.propertyName}"`)
      .join(', ');
    const items = dataSource
      .getMetadata(OrderItemEntity)
      .columns.map(
        (column) =>
          `'${column.propertyName}', i."${column.databaseName}"${column.type === 'numeric' ? '::text' : ''}`,
      )
      .join(', ');
    lists = { order, items };
    listsBySource.set(dataSource, lists);
  }
  return lists;
}

/**
 * Reads of a whole order in one plain prepared statement, for the jobs that run for every order
 * at a festival peak: the same fields as the entity, without the query builder's work for each read.
 */
export const OrderReads = {
  /** The select list of a whole order read from `orders.orders o`, for a statement that reads more. */
  orderColumns(manager: EntityManager): string {
    return selectLists(manager.connection).order;
  },

  async order(manager: EntityManager, id: string): Promise<OrderEntity | null> {
    const { order } = selectLists(manager.connection);
    const { rows } = await preparedQuery<OrderEntity>(
      manager,
      `SELECT ${order} FROM orders.orders o WHERE o.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },

  /**
   * The select list of a whole order read from `orders.orders o` with its lines as `items`
   * (an `OrderWithItems`), for a statement that does more.
   */
  withItemsColumns(manager: EntityManager): string {
    const { order, items } = selectLists(manager.connection);
    return `${order},
      COALESCE((SELECT json_agg(json_build_object(${items}) ORDER BY i.product_name, i.id)
                FROM orders.order_items i WHERE i.order_id = o.id), '[]'::json) AS items`;
  },

  /** The order and its lines in one round trip. */
  async withItems(manager: EntityManager, id: string): Promise<OrderWithItems | null> {
    const { rows } = await preparedQuery<OrderWithItems>(
      manager,
      `SELECT ${OrderReads.withItemsColumns(manager)} FROM orders.orders o WHERE o.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },
};
