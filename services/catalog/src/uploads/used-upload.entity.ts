import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An uploaded object (`uploads/<uuid>`) that a saved product or carousel image has used. Kept
 * for good once written, even after the record changes its picture or is deleted: placed orders
 * still show the picture their gifts had. Uploads never used are swept (upload-sweeper.ts).
 */
@Entity({ name: 'used_uploads' })
export class UsedUploadEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'used_uploads_pkey' })
  objectKey!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  firstUsedAt!: Date;
}
