import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsedUploadEntity } from '../uploads/used-upload.entity';
import { ImageVariants } from './image-variants';
import { ObjectStorage } from './object-storage';
import { ObjectsController } from './objects.controller';

@Module({
  imports: [TypeOrmModule.forFeature([UsedUploadEntity])],
  controllers: [ObjectsController],
  providers: [ObjectStorage, ImageVariants],
  exports: [ObjectStorage, ImageVariants],
})
export class StorageModule {}
