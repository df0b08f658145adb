import type { InvitationTheme } from '@undangan/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'designs' })
export class DesignEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'image_url', type: 'text', default: '' })
  imageUrl: string;

  @Column({ name: 'template_url', type: 'text', default: '' })
  templateUrl: string;

  /**
   * The package the design is shown under: its name and gallery tab (Exclusive, Premium, Basic).
   * The specification calls it `package_id` (and `package_name`) on the wire, so the column keeps
   * that name; it is no id.
   */
  @Column({ name: 'package_id', type: 'text' })
  packageName: string;

  @Index('designs_package_allowed_idx', { synchronize: false })
  @Column({ name: 'package_allowed', type: 'integer', array: true, default: () => "'{}'" })
  packageAllowed: number[];

  @Column({ type: 'text', default: 'wedding' })
  category: string;

  /** What the design's invitation page is drawn with (contracts' invitationThemeSchema). */
  @Column({ type: 'jsonb' })
  theme: InvitationTheme;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
