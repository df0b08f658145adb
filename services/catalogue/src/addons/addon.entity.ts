import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { AddonKind } from '@undangan/contracts';
import { bigintAsNumber } from '@undangan/platform';

@Entity({ name: 'addons' })
export class AddonEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  price: number;

  @Column({ type: 'text', default: 'extra' })
  kind: AddonKind;

  /** Named as in the contract, as a package's fields are. */
  @Column({ name: 'included_in', type: 'integer', array: true, default: () => "'{}'" })
  included_in: number[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
