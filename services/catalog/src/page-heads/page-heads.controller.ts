import { Controller, Get, Header, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  FIXED_HERO_SLIDE_IDS,
  type FixedHeroSlideId,
  PAGE_HEAD_PATH,
  PAGE_VIEW_PATH,
} from '@festive/contracts';
import {
  OptionalCustomer,
  SERVICE_CONFIG,
  type ServiceConfig,
  type SessionCustomer,
} from '@festive/server-kit';
import { HERO_ART } from './hero-art';
import { pageAddress } from './page-address';
import { PageHeadsService } from './page-heads.service';

/**
 * The server's part of a page's first HTML: the web tier includes `GET /api/page-head?path=` (the
 * head; the page's own query follows the path) and `GET /api/page-head/view?path=` (the first
 * view) into the shell's index.html (SSI includes in nginx, the same in the dev gateway), and
 * serves the sitemap and robots file from here. Plain text and HTML, not JSON: they are never
 * called by the remotes.
 */
@ApiExcludeController()
@Controller(PAGE_HEAD_PATH.replace(/^\//, ''))
export class PageHeadsController {
  constructor(
    private readonly heads: PageHeadsService,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  head(@Query() query: Record<string, unknown>): Promise<string> {
    const { path, pageQuery } = pageAddress(query);
    return this.heads.headFor(this.publicUrl, path, pageQuery);
  }

  @Get(PAGE_VIEW_PATH.slice(PAGE_HEAD_PATH.length + 1))
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  view(@Query('path') path: unknown, @OptionalCustomer() customer: SessionCustomer | null): Promise<string> {
    return this.heads.viewFor(typeof path === 'string' ? path : '/', customer !== null);
  }

  /**
   * A fixed hero slide's picture. Not content-hashed (the remote and the first view name it by
   * slide), so reused for a day and revalidated by its ETag after that.
   */
  @Get('hero-art/:file')
  heroArt(@Param('file') file: string, @Res() res: Response): void {
    const id = file.replace(/\.svg$/, '') as FixedHeroSlideId;
    if (!file.endsWith('.svg') || !FIXED_HERO_SLIDE_IDS.includes(id)) {
      throw new NotFoundException(`No hero picture ${file}`);
    }
    res
      .type('image/svg+xml')
      .setHeader('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
      .send(HERO_ART[id]);
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): Promise<string> {
    return this.heads.sitemap(this.publicUrl);
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.heads.robots(this.publicUrl);
  }

  private get publicUrl(): string {
    return this.config.env.PUBLIC_URL;
  }
}
