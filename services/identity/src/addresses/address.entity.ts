import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A saved delivery address. `isDefault` is the spec's integer flag (0/1); a partial unique index
 * allows at most one default address per user.
 */
@Entity({ name: 'addresses' })
@Check('addresses_is_default_check', `"is_default" IN (0, 1)`)
@Index('addresses_user_id_idx', ['userId'])
@Index('addresses_one_default_per_user_idx', ['userId'], { unique: true, where: `"is_default" = 1` })
export class AddressEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'addresses_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'addresses_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'text' })
  address!: string;

  @Column({ type: 'text' })
  city!: string;

  @Column({ type: 'text' })
  state!: string;

  @Column({ type: 'text' })
  pincode!: string;

  @Column({ type: 'smallint', default: 0 })
  isDefault!: 0 | 1;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
