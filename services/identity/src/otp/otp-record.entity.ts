import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Audit row of a one-time code: the live code sits in Redis with a TTL; this row
 * keeps only its hash, never the code.
 */
@Entity({ name: 'otp_records' })
@Check('otp_records_verified_check', `"verified" IN (0, 1)`)
@Index('otp_records_phone_created_at_idx', ['phone', 'createdAt'])
export class OtpRecordEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'otp_records_pkey' })
  id!: string;

  @Column({ type: 'text' })
  phone!: string;

  @Column({ type: 'text' })
  otpHash!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'smallint', default: 0 })
  verified!: 0 | 1;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
