import { PaymentsLedger, type PaymentsLedgerProps } from './payments-ledger.tsx';
import { PendingTransfersQueue } from './pending-transfers-queue.tsx';
import { RevenueChartCard } from './revenue-chart-card.tsx';

export type AdminPaymentsTabProps = PaymentsLedgerProps;

/** The admin's "Pagos" tab: transfers to confirm first (they wait on someone), then revenue and the ledger. */
export function AdminPaymentsTab({ gestores }: AdminPaymentsTabProps) {
  return (
    <div className="space-y-8">
      <PendingTransfersQueue />
      <RevenueChartCard />
      <PaymentsLedger gestores={gestores} />
    </div>
  );
}
