import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Marks a demo data set as applied, so `npm start` seeds the catalogue once and never again. */
@Entity({ name: 'seed_runs' })
export class SeedRunEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'seed_runs_pkey' })
  name!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  appliedAt!: Date;
}
