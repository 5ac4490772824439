import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PAGE_HEAD_PATH } from '@festive/contracts';
import { SERVICE_CONFIG, type ServiceConfig } from '@festive/server-kit';
import { PageHeadsService } from './page-heads.service';

/**
 * The server's part of a page's first HTML: the web tier includes `GET /api/page-head?path=`
 * into the shell's index.html (an SSI include in nginx, the same in the dev gateway), and serves
 * the sitemap and robots file from here. Plain text and HTML, not JSON: they are never called by
 * the remotes.
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
  head(@Query('path') path: unknown): Promise<string> {
    return this.heads.headFor(this.publicUrl, typeof path === 'string' ? path : '/');
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
