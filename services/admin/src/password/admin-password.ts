import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SERVICE_CONFIG } from '@festive/server-kit';
import { type AdminConfig, NO_PASSWORD_HASH } from '../config/admin-config';
import { plainPasswordsMatch, verifyPassword } from './password-hash';

/**
 * The one shared admin password. Checked against ADMIN_PASSWORD_HASH; only outside
 * production, and only while no hash is configured, against the plain ADMIN_PASSWORD.
 */
@Injectable()
export class AdminPassword implements OnModuleInit {
  private readonly logger = new Logger(AdminPassword.name);

  constructor(@Inject(SERVICE_CONFIG) private readonly config: AdminConfig) {}

  onModuleInit(): void {
    if (!this.hash && !this.config.isProduction) {
      this.logger.warn('ADMIN_PASSWORD_HASH is not set: the plain development ADMIN_PASSWORD is accepted');
    }
  }

  private get hash(): string | undefined {
    const value = this.config.env.ADMIN_PASSWORD_HASH;
    return value === NO_PASSWORD_HASH ? undefined : value;
  }

  matches(candidate: string): Promise<boolean> {
    const hash = this.hash;
    if (hash) return verifyPassword(candidate, hash);
    // Production never gets here: configuration refuses to start without a hash.
    if (this.config.isProduction) return Promise.resolve(false);
    return Promise.resolve(plainPasswordsMatch(candidate, this.config.env.ADMIN_PASSWORD));
  }
}
