import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { UploadSigner } from './upload-signer';
import { UploadedImages } from './uploaded-images';
import { UploadsController } from './uploads.controller';

@Module({
  imports: [StorageModule],
  controllers: [UploadsController],
  providers: [UploadSigner, UploadedImages],
  exports: [UploadedImages],
})
export class UploadsModule {}
