import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Audit of admin sign-in attempts (admin owns the sign-in audit). */
@Entity({ name: 'admin_sign_ins' })
@Index('admin_sign_ins_created_at_idx', ['createdAt'])
export class AdminSignIn {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'admin_sign_ins_pkey' })
  id!: string;

  @Column({ type: 'text' })
  ip!: string;

  @Column({ type: 'boolean' })
  success!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
