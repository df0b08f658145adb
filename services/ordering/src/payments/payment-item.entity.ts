import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '@undangan/platform';

/** One priced line of a payment (a package or an add-on). */
@Entity({ name: 'payment_items' })
export class PaymentItemEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'order_id', type: 'text' })
  orderId: string;

  @Column({ name: 'line_no', type: 'integer' })
  lineNo: number;

  @Column({ name: 'cart_index', type: 'integer' })
  cartIndex: number;

  @Column({ name: 'item_type', type: 'text' })
  itemType: 'package' | 'addon';

  @Column({ name: 'item_id', type: 'text' })
  itemId: string;

  @Column({ name: 'item_name', type: 'text' })
  itemName: string;

  @Column({ name: 'item_price', type: 'bigint', transformer: bigintAsNumber })
  itemPrice: number;

  @Column({ name: 'item_quantity', type: 'integer' })
  itemQuantity: number;

  @Column({ name: 'design_id', type: 'text', nullable: true })
  designId: string | null;

  @Column({ name: 'design_name', type: 'text', nullable: true })
  designName: string | null;

  /** The paid revision this line paid for (revisions), or null. */
  @Column({ name: 'revision_id', type: 'uuid', nullable: true })
  revisionId: string | null;
}
