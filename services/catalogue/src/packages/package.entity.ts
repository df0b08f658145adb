import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { bigintAsNumber } from '@undangan/platform';

@Entity({ name: 'packages' })
export class PackageEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  price: number;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  features: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
