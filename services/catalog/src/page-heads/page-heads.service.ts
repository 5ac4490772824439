import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ACCOUNT_PAGE_PATH,
  carouselImageSize,
  catalogueSelectionPath,
  FESTIVALS,
  FIXED_HERO_SLIDE_IDS,
  productPagePath,
  productPathSegment,
} from '@festive/contracts';
import { absoluteUrl, escapeHtml, isUuid } from '@festive/server-kit';
import { Repository } from 'typeorm';
import { CarouselImageEntity } from '../carousel/carousel-image.entity';
import { CategoryEntity } from '../categories/category.entity';
import { ProductEntity } from '../products/product.entity';
import { accountFirstView, homeFirstView, productFirstView } from './first-view';
import { productHead, shopHead } from './product-head';

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

const pathOf = (path: string): string => path.split(/[?#]/, 1)[0] || '/';

@Injectable()
export class PageHeadsService {
  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(CarouselImageEntity) private readonly carousel: Repository<CarouselImageEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
  ) {}

  /**
   * The head tags of the page at `path`; `pageQuery` is the page's own query string, which only
   * the home page reads (the festival or occasion its address chooses).
   */
  async headFor(publicUrl: string, path: string, pageQuery = ''): Promise<string> {
    const pathname = pathOf(path);
    const product = await this.productAt(pathname);
    return product ? productHead(publicUrl, product) : shopHead(publicUrl, pathname, pageQuery);
  }

  /**
   * The first view of the page at `path` (first-view.ts): the home page's hero, a product's main
   * picture and the account page's title; empty for every other page, which then starts from
   * its own code. The account page has one only for a signed-in shopper: anyone else is sent on
   * to the home page, which must not open on the account's title.
   */
  async viewFor(path: string, signedIn: boolean): Promise<string> {
    const pathname = pathOf(path);
    if (pathname === ACCOUNT_PAGE_PATH) return signedIn ? accountFirstView() : '';
    if (pathname === '/') {
      const [first] = await this.carousel.find({
        select: { image: true, imageWidth: true, imageHeight: true },
        // The carousel's own order (carousel-images.controller.ts): the slide shown first.
        order: { order: 'ASC', createdAt: 'ASC', id: 'ASC' },
        take: 1,
      });
      const hero = first ? { image: first.image, ...carouselImageSize(first) } : null;
      return homeFirstView(hero, FIXED_HERO_SLIDE_IDS[0]);
    }
    const product = await this.productAt(pathname);
    return product ? productFirstView(product.image || product.images?.[0]) : '';
  }

  private async productAt(pathname: string): Promise<ProductEntity | null> {
    const id = productPathSegment(pathname);
    return isUuid(id) ? this.products.findOneBy({ id: id.toLowerCase() }) : null;
  }

  /**
   * The home page, each festival's and occasion's page (the dropdown's festivals and every
   * category) and every product page, newest changes first.
   */
  async sitemap(publicUrl: string): Promise<string> {
    const categories = await this.categories.find({
      select: { type: true, name: true },
      order: { type: 'ASC', order: 'ASC', name: 'ASC' },
    });
    const selections = new Set(
      [...FESTIVALS.map((name) => ({ type: 'festival' as const, name })), ...categories]
        .map(({ type, name }) => catalogueSelectionPath({ tab: type, selection: name }))
        .filter((path) => path !== '/'),
    );
    const rows = await this.products.find({
      select: { id: true, updatedAt: true },
      order: { updatedAt: 'DESC', id: 'ASC' },
      take: Math.max(0, SITEMAP_MAX_URLS - 1 - selections.size),
    });
    const entry = (path: string, modified?: Date) =>
      `  <url><loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>${
        modified ? `<lastmod>${modified.toISOString()}</lastmod>` : ''
      }</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      entry('/', rows[0]?.updatedAt),
      ...[...selections].map((path) => entry(path)),
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
