import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../storage/storage.module';
import { UploadSigner } from './upload-signer';
import { UploadSweeper } from './upload-sweeper';
import { UploadedImages } from './uploaded-images';
import { UploadsController } from './uploads.controller';
import { UsedUploadEntity } from './used-upload.entity';

@Module({
  imports: [StorageModule, TypeOrmModule.forFeature([UsedUploadEntity])],
  controllers: [UploadsController],
  providers: [UploadSigner, UploadedImages, UploadSweeper],
  exports: [UploadedImages],
})
export class UploadsModule {}
