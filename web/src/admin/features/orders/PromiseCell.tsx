import { ORDER_STAGE_NAMES, promisedDayText, type AdminOrderRow } from '@undangan/contracts';

/** Whether the couple's data came, and the promise made then; late ones marked. */
export function PromiseCell({ order }: { order: AdminOrderRow }) {
  if (!order.data_submitted_at || !order.due_at)
    return <span className="stage-note waiting">{ORDER_STAGE_NAMES.waiting_data}</span>;
  return (
    <>
      <span className="nowrap">{promisedDayText(order.due_at)}</span>
      {order.late && (
        <span className="status-note late" title="Janji selesai sudah lewat dan undangan belum selesai">
          Terlambat
        </span>
      )}
    </>
  );
}
