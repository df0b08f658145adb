/** An order id, always on one line: a table short of room drops other columns instead. */
export function OrderIdText({ id }: { id: string }) {
  return <span className="admin-order-id">{id}</span>;
}
