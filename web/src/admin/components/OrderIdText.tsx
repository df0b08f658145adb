/**
 * An order id that, when it must wrap, wraps once after its date part (INV-20261124- / 7K3M9Q)
 * and never inside a part.
 */
export function OrderIdText({ id }: { id: string }) {
  const cut = id.lastIndexOf('-') + 1;
  if (cut <= 0 || cut >= id.length) return <span className="admin-order-id">{id}</span>;
  return (
    <span className="admin-order-id wraps">
      <span>{id.slice(0, cut)}</span>
      <wbr />
      <span>{id.slice(cut)}</span>
    </span>
  );
}
