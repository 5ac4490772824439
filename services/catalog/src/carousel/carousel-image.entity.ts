import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A managed hero carousel image, listed by display order. */
@Entity({ name: 'carousel_images' })
@Index('carousel_images_order_idx', ['order'])
export class CarouselImageEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'carousel_images_pkey' })
  id!: string;

  @Column({ type: 'text' })
  image!: string;

  @Column({ type: 'text', nullable: true })
  title!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'integer' })
  imageWidth!: number;

  @Column({ type: 'integer' })
  imageHeight!: number;

  @Column({ type: 'integer', default: 0 })
  order!: number;

  @Column({ type: 'text', nullable: true })
  buttonText!: string | null;

  @Column({ type: 'text', nullable: true })
  buttonLink!: string | null;

  @Column({ type: 'text', nullable: true })
  buttonType!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
