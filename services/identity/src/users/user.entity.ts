import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/** A shopper, identified by phone number. */
@Entity({ name: 'users' })
@Unique('users_phone_key', ['phone'])
export class UserEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'users_pkey' })
  id!: string;

  /** E.164 (+919620183843), the one stored form of contracts `parsePhone`; verified by OTP. */
  @Column({ type: 'text' })
  phone!: string;

  /** When the phone was last proved by a one-time code (the checkout trusts it for a while). */
  @Column({ type: 'timestamptz', nullable: true })
  phoneVerifiedAt!: Date | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
