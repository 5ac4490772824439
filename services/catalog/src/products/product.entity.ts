import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A catalogue product. Money is numeric(10,2), read back as a decimal string.
 * `tags` has a GIN index and `search_name` (`lower(name)`, kept by a trigger) a trigram index
 * for search: both are created by the migrations (TypeORM cannot describe them) and marked
 * `synchronize: false` here, as is the storefront's listing index (created_at DESC, name, id)
 * for keyset pages. A trigger also lists the festival tab's products, narrow, in
 * `festival_tab_names` (read by SQL alone, so no entity).
 */
@Entity({ name: 'products' })
@Unique('products_sku_key', ['sku'])
@Check('products_price_check', `"price" >= 0`)
@Check('products_stock_check', `"stock" >= 0`)
@Check('products_hsn_code_check', `"hsn_code" ~ '^[0-9]{4,8}$'`)
@Check('products_gst_rate_check', `"gst_rate" IN (0, 5, 12, 18, 28)`)
@Index('products_category_idx', ['category'])
@Index('products_occasion_idx', ['occasion'])
@Index('products_tags_idx', { synchronize: false })
@Index('products_name_trgm_idx', { synchronize: false })
@Index('products_listing_idx', { synchronize: false })
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'products_pkey' })
  id!: string;

  @Column({ type: 'text', nullable: true })
  sku!: string | null;

  @Column({ type: 'text' })
  name!: string;

  /** `lower(name)` for the storefront search, kept by a database trigger: never written here. */
  @Column({ type: 'text', name: 'search_name', insert: false, update: false, select: false })
  searchName?: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  price!: string;

  @Column({ type: 'text' })
  image!: string;

  @Column({ type: 'text', array: true, nullable: true })
  images!: string[] | null;

  @Column({ type: 'text' })
  category!: string;

  @Column({ type: 'text', nullable: true })
  subcategory!: string | null;

  @Column({ type: 'text', array: true, nullable: true })
  tags!: string[] | null;

  /** 'Festivals' or 'Occasions'; older products hold a specific festival or occasion name. */
  @Column({ type: 'text' })
  occasion!: string;

  @Column({ type: 'integer', default: 0 })
  stock!: number;

  @Column({ type: 'text', nullable: true })
  sizeOptions!: string | null;

  @Column({ type: 'text', nullable: true })
  color!: string | null;

  @Column({ type: 'text', nullable: true })
  material!: string | null;

  /**
   * HSN code for the GST invoice. The admin form and the seed set it (from the subcategory's
   * default, contracts gst.ts); the column default is for writers that say nothing.
   */
  @Column({ type: 'text', default: '9505' })
  hsnCode!: string;

  /** GST rate in percent, one of the slabs 0, 5, 12, 18, 28 ('12.00' as read back). */
  @Column({ type: 'numeric', precision: 5, scale: 2, default: 18 })
  gstRate!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
