import 'reflect-metadata';
import { migrateCli } from '@festive/server-kit/migrate-cli';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';

void migrateCli('support-chat', { entities: ENTITIES, migrations: MIGRATIONS });
