import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { ServiceConfig } from '../config/env';
import { SESSION_COOKIE } from '../session/session.constants';

/** OpenAPI of the service at /docs (UI) and /docs-json, built on first request. */
export function setupSwagger(app: INestApplication, config: ServiceConfig): void {
  const info = new DocumentBuilder()
    .setTitle(`Festival Gifts: ${config.service} service`)
    .setDescription(
      'Public calls are reached through the gateway under the same paths; /internal/* calls need the ' +
        'x-internal-token header and are not routed by the gateway.',
    )
    .setVersion('0.1.0')
    .addCookieAuth(SESSION_COOKIE)
    .build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, info), {
    jsonDocumentUrl: 'docs-json',
  });
}
