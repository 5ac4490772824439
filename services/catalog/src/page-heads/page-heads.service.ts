import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { productPagePath } from '@festive/contracts';
import { escapeHtml } from '@festive/server-kit';
import { Repository } from 'typeorm';
import { ProductEntity } from '../products/product.entity';
import { absoluteUrl, productHead, shopHead } from './product-head';

const PRODUCT_PAGE = /^\/products\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** Pages a search engine should not index: the shopper's own pages and the back office. */
const PRIVATE_PREFIXES = [
  '/account',
  '/delivery-details',
  '/verify-otp',
  '/payment',
  '/order-success',
  '/admin',
  '/api/',
];

/** A sitemap holds at most 50,000 URLs; a shop far smaller than that needs one file. */
const SITEMAP_MAX_URLS = 50_000;

@Injectable()
export class PageHeadsService {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  /** The head tags of the page at `path` (its path only; a query string is ignored). */
  async headFor(publicUrl: string, path: string): Promise<string> {
    const pathname = path.split(/[?#]/, 1)[0] ?? '/';
    const match = PRODUCT_PAGE.exec(pathname);
    if (match) {
      const product = await this.products.findOneBy({ id: match[1]!.toLowerCase() });
      if (product) return productHead(publicUrl, product);
    }
    return shopHead(publicUrl, pathname);
  }

  /** The home page and every product page, newest changes first. */
  async sitemap(publicUrl: string): Promise<string> {
    const rows = await this.products.find({
      select: { id: true, updatedAt: true },
      order: { updatedAt: 'DESC', id: 'ASC' },
      take: SITEMAP_MAX_URLS - 1,
    });
    const entry = (path: string, modified?: Date) =>
      `  <url><loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>${
        modified ? `<lastmod>${modified.toISOString()}</lastmod>` : ''
      }</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      entry('/', rows[0]?.updatedAt),
      ...rows.map((row) => entry(productPagePath(row.id), row.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  }

  robots(publicUrl: string): string {
    return [
      'User-agent: *',
      ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
      '',
    ].join('\n');
  }
}
