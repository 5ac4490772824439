import 'reflect-metadata';
import { bootstrapService } from '@festive/server-kit';
import { AppModule } from './app.module';

void bootstrapService({ name: 'support-chat', module: AppModule });
