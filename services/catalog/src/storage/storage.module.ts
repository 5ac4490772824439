import { Module } from '@nestjs/common';
import { ObjectStorage } from './object-storage';
import { ObjectsController } from './objects.controller';

@Module({
  controllers: [ObjectsController],
  providers: [ObjectStorage],
  exports: [ObjectStorage],
})
export class StorageModule {}
