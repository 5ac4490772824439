import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { LIMITS, type ParsedProductInput, type Product, skuPrefixFor, taxClassFor } from '@festive/contracts';
import { DataSource, QueryFailedError, Repository } from 'typeorm';
import { ProductEntity } from '../products/product.entity';
import { toProduct } from '../products/product.mapper';
import { PRODUCT_NOT_FOUND } from '../products/products.service';
import { UploadedImages } from '../uploads/uploaded-images';
import { allocateSku } from './product-sku';

/** The columns the admin form sets; any other column keeps its default or current value. */
type FormColumns = Pick<
  ProductEntity,
  | 'name'
  | 'description'
  | 'price'
  | 'image'
  | 'images'
  | 'category'
  | 'subcategory'
  | 'tags'
  | 'occasion'
  | 'stock'
  | 'sizeOptions'
  | 'color'
  | 'material'
  | 'hsnCode'
  | 'gstRate'
>;

/**
 * A payload's columns: omitted optional values are stored as null (PUT replaces them). An omitted
 * HSN code or GST rate is the one the product had, or for a new product its subcategory's default
 * (an admin page released before the tax fields never erases them).
 */
function columnsOf(
  input: ParsedProductInput,
  current: { hsnCode: string; gstRate: number | string },
): FormColumns {
  return {
    name: input.name,
    description: input.description,
    price: input.price,
    image: input.image,
    images: input.images ?? null,
    category: input.category,
    subcategory: input.subcategory ?? null,
    tags: input.tags ?? null,
    occasion: input.occasion,
    stock: input.stock,
    sizeOptions: input.sizeOptions ?? null,
    color: input.color ?? null,
    material: input.material ?? null,
    hsnCode: input.hsnCode ?? current.hsnCode,
    gstRate: String(input.gstRate ?? current.gstRate),
  };
}

const isUniqueViolation = (error: unknown, constraint: string) =>
  error instanceof QueryFailedError &&
  (error.driverError as { code?: string; constraint?: string }).code === '23505' &&
  (error.driverError as { constraint?: string }).constraint === constraint;

/** Product management of the back office (the admin product form and its calls). */
@Injectable()
export class AdminProductsService {
  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: UploadedImages,
  ) {}

  /** Creates a product with a generated SKU; a SKU in the payload is ignored (read-only on create). */
  async create(input: ParsedProductInput): Promise<Product> {
    await this.checkImages(input);
    const row = await this.dataSource.transaction(async (manager) => {
      const sku = await allocateSku(manager, skuPrefixFor(input));
      const repository = manager.getRepository(ProductEntity);
      const defaults = taxClassFor(input.subcategory ?? input.category);
      return repository.save(repository.create({ ...columnsOf(input, defaults), sku }));
    });
    return toProduct(row);
  }

  /** Replaces a product; the SKU is editable here and must stay unique. */
  async update(id: string, input: ParsedProductInput): Promise<Product> {
    const existing = await this.products.findOneBy({ id });
    if (!existing) throw new NotFoundException(PRODUCT_NOT_FOUND);
    await this.checkImages(input, [existing.image, ...(existing.images ?? [])]);
    const sku = input.sku ?? null;
    try {
      await this.products.update({ id }, { ...columnsOf(input, existing), sku });
    } catch (error) {
      if (isUniqueViolation(error, 'products_sku_key')) {
        throw new ConflictException({
          message: `sku: ${sku} is already the SKU of another product`,
          issues: [{ path: 'sku', message: `${sku} is already the SKU of another product` }],
        });
      }
      throw error;
    }
    const saved = await this.products.findOneBy({ id });
    if (!saved) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return toProduct(saved);
  }

  async remove(id: string): Promise<void> {
    const result = await this.products.delete({ id });
    if (!result.affected) throw new NotFoundException(PRODUCT_NOT_FOUND);
  }

  /** Product images are at most 5 MB; values the product already holds pass as they are. */
  private async checkImages(input: ParsedProductInput, unchanged: string[] = []): Promise<void> {
    const limit = LIMITS.productImageMaxBytes;
    await this.images.checkImageValue('image', input.image, limit, unchanged);
    for (const [index, image] of (input.images ?? []).entries()) {
      await this.images.checkImageValue(`images.${index}`, image, limit, unchanged);
    }
  }
}
