import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AcceptedObject,
  acceptedObjectSchema,
  errorBodySchema,
  objectAcceptSchema,
  type ParsedObjectAccept,
  type ParsedUploadRequest,
  uploadRequestSchema,
  type UploadUrlResponse,
  uploadUrlResponseSchema,
} from '@festive/contracts';
import { AdminGuard, ApiZodBody, ApiZodResponse, ZodPipe } from '@festive/server-kit';
import { UploadSigner } from './upload-signer';
import { UploadedImages } from './uploaded-images';

@ApiTags('uploads')
@Controller('api/objects')
@UseGuards(AdminGuard)
export class UploadsController {
  constructor(
    private readonly signer: UploadSigner,
    private readonly images: UploadedImages,
  ) {}

  /**
   * POST /api/objects/upload: a signed PUT URL and the future image value. The optional body
   * names the file's type and size, which the URL is then bound to.
   */
  @Post('upload')
  @HttpCode(200)
  @ApiZodBody(uploadRequestSchema, { required: false })
  @ApiZodResponse(uploadUrlResponseSchema)
  @ApiZodResponse(errorBodySchema, 400, 'Not an accepted image type, or too large')
  upload(@Body(new ZodPipe(uploadRequestSchema)) file: ParsedUploadRequest): Promise<UploadUrlResponse> {
    return this.signer.signUpload(file);
  }

  /** POST /api/objects/accept: checks what was uploaded before the form may use it. */
  @Post('accept')
  @HttpCode(200)
  @ApiZodBody(objectAcceptSchema)
  @ApiZodResponse(acceptedObjectSchema)
  @ApiZodResponse(errorBodySchema, 400, 'Not an image, too large or not uploaded')
  accept(@Body(new ZodPipe(objectAcceptSchema)) body: ParsedObjectAccept): Promise<AcceptedObject> {
    return this.images.accept(body.objectPath, body.maxBytes);
  }
}
