/** An outbox event as the charges read it (server/events/emit-event.ts writes them). */
export interface BillableEvent {
  id: string;
  merchantId: string;
  type: string;
  data: Record<string, any>;
  createdAt: Date;
}

/** One piece of work to price: what it is (fee, quantity), what it pays for (reference), what it opens (subject). */
export interface Work {
  merchantId: string;
  fee: string;
  quantity: number;
  referenceType: string;
  referenceId: string;
  subjectType: string | null;
  subjectId: string | null;
  description: string | null;
  occurredAt: Date;
  eventId: string | null;
}
