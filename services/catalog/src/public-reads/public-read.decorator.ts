import { SetMetadata, UseInterceptors, applyDecorators } from '@nestjs/common';
import { PublicReadInterceptor } from './public-read.interceptor';
import { PUBLIC_READ_POLICY, type ReadPolicy } from './read-cache-policy';

/**
 * A public catalogue read: answered with a strong ETag and this Cache-Control, 304 to a
 * matching If-None-Match, and remembered per catalogue version (PublicReadInterceptor). Its
 * module imports PublicReadsModule.
 */
export const PublicRead = (policy: ReadPolicy) =>
  applyDecorators(SetMetadata(PUBLIC_READ_POLICY, policy), UseInterceptors(PublicReadInterceptor));
