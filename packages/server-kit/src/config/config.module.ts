import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ServiceName } from '@festive/contracts';
import { CONFIG_SOURCE, SERVICE_CONFIG } from '../tokens';
import { type ExtraShape, type LoadConfigOptions, loadConfig } from './env';

/** Provides the checked configuration (SERVICE_CONFIG) to every module of a service. */
@Global()
@Module({})
export class ConfigModule {
  static forService<Shape extends ExtraShape>(
    service: ServiceName,
    options?: LoadConfigOptions<Shape>,
  ): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: CONFIG_SOURCE, useValue: process.env },
        {
          provide: SERVICE_CONFIG,
          inject: [CONFIG_SOURCE],
          useFactory: (source: NodeJS.ProcessEnv) => loadConfig(service, source, options),
        },
      ],
      exports: [SERVICE_CONFIG],
    };
  }
}
