import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { productLookupResponseSchema, type ProductSnapshot } from '@festive/contracts';
import { InternalCallError, InternalClient } from '@festive/server-kit';

export const CATALOGUE_UNAVAILABLE = 'The catalogue is unavailable, please try again';

/** Today's name, price, image and stock of products, from catalog's `/internal` API. */
@Injectable()
export class CatalogProductsClient {
  constructor(private readonly internal: InternalClient) {}

  /** Snapshots by product id; ids the catalogue no longer has are absent. */
  async lookup(ids: readonly string[]): Promise<Map<string, ProductSnapshot>> {
    if (ids.length === 0) return new Map();
    try {
      const { products } = await this.internal.call('catalog', {
        method: 'POST',
        path: '/internal/products/lookup',
        body: { ids },
        schema: productLookupResponseSchema,
      });
      return new Map(products.map((product) => [product.id, product]));
    } catch (error) {
      // The cart cannot be priced without the catalogue: say so (503), the client keeps its copy.
      if (error instanceof InternalCallError) throw new ServiceUnavailableException(CATALOGUE_UNAVAILABLE);
      throw error;
    }
  }
}
