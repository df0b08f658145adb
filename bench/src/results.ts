/** The shape of bench/results.json. Times are milliseconds, sizes bytes, rates per second. */

export interface Budget {
  /** What is measured, e.g. 'GET /api/designs/all p99'. */
  name: string;
  /** The budget in words, e.g. '< 10 ms'. */
  target: string;
  value: number | null;
  unit: string;
  met: boolean | null;
  /** Why it is missed, or what the figure means. */
  note?: string;
}

export interface Latency {
  p50: number;
  p99: number;
  max: number;
  samples: number;
}

export interface LoadResult extends Latency {
  /** Responses with a 2xx status per second. */
  requestsPerSecond: number;
  requests: number;
  errors: number;
  non2xx: number;
  durationSeconds: number;
  connections: number;
}

export interface Section<T> {
  /** Absent when the section could not run; then `error` says why. */
  data?: T;
  error?: string;
  skipped?: string;
  seconds: number;
  budgets: Budget[];
}

export interface CatalogueReadData {
  routes: {
    path: string;
    bodyBytes: number;
    /** Through the shop's front (nginx, or the gateway alone with --front gateway). */
    shop: LoadResult;
    bare: LoadResult;
    /** The shop's req/s divided by bare node:http req/s, same load generator, same run. */
    ratio: number;
    /** A conditional read with the current ETag. */
    notModifiedStatus: number;
    /** CPU time per request of each process during the shop's turns (nginx's workers under "web"). */
    cpuMsPerRequest: Record<string, number>;
    /** The bare server's CPU time per request during its turns. */
    bareCpuMsPerRequest: number;
  }[];
  /** An admin's change and the readers: how long after the save was answered a read still began and got the old answer. */
  freshness: {
    changes: number;
    staleForMs: Latency;
    /** Reads begun at the bound or later that still got the old answer. */
    oldAfterBound: number;
    readEveryMs: number;
  };
}

export interface CheckoutData {
  load: LoadResult;
  /** The Midtrans simulator's own Snap endpoint under the same load: what the checkout waits on. */
  simulator: LoadResult;
  /** CPU time per checkout of each process (PostgreSQL and RabbitMQ: everything they did meanwhile). */
  cpuMsPerRequest: Record<string, number>;
  cart: unknown;
  grossAmount: number;
  /**
   * The bare checkout (bench/src/bare-checkout-server.ts: one Node process, one transaction, the
   * same Snap call) under the same load, in turns with the shop.
   */
  bare?: LoadResult;
  /** The bare checkout's CPU per checkout: its process, PostgreSQL, RabbitMQ, the simulator, the load generator. */
  bareCpuMsPerRequest?: Record<string, number>;
  /** The shop's CPU per checkout (every process) divided by the bare checkout's, same run, in turns. */
  cpuRatio?: number;
  /**
   * PostgreSQL's CPU per checkout in the backends of each side's own databases only (the stack's,
   * the bare checkout's), without the machine's other work that all backends include.
   */
  postgresByDatabase?: { shop: number; bare: number };
  /** cpuRatio with PostgreSQL counted that way on both sides. */
  cpuRatioByDatabase?: number;
  work?: CheckoutWork;
}

/** What one checkout costs each part, counted by the programs (their /metrics) over a run of checkouts. */
export interface CheckoutWork {
  checkouts: number;
  failed: number;
  /** Per program's database: statements (each a round trip) and transactions per checkout, and the statements by kind. */
  databases: { program: string; statements: number; transactions: number; kinds: Record<string, number> }[];
  rpcCalls: { program: string; pattern: string; perCheckout: number }[];
  eventsPublished: { program: string; type: string; perCheckout: number }[];
  /** Deliveries handled, by queue (one published event may reach several queues). */
  eventsConsumed: { program: string; queue: string; perCheckout: number }[];
  /** Through RabbitMQ per checkout: each RPC call's request and reply, each publish, each delivery. */
  brokerMessages: number;
  /** Lines each program wrote per checkout. */
  logLines: Record<string, number>;
  /** The bare checkout's statements and transactions per checkout. */
  bare: { statements: number; transactions: number };
}

export interface PaymentToBalanceData {
  payments: number;
  /** From the gateway's 200 to the notification, until the balance includes the payment. */
  acceptedToBalance: Latency;
  /** The notification request itself, through the gateway to ordering. */
  notification: Latency;
  /** Balance reads made while waiting (each a full round trip through the gateway). */
  balancePolls: number;
  /** The machine's floor for the same way, one at a time (bench/src/bare-event-path.ts). */
  bareEventPath: Latency;
}

export interface AdminQueryResult extends Latency {
  name: string;
  /** A reference, not a budget: the admin path itself (token check and one RPC) with trivial work behind it. */
  baseline?: boolean;
  example: string;
  statuses: Record<string, number>;
}

export interface AdminAtScaleData {
  generatedRows: number;
  totalRows: number;
  loadSeconds: number;
  indexSeconds: number;
  queries: AdminQueryResult[];
}

export interface RouteBundle {
  route: string;
  /** Loaded before the page shows: the entry, the route's chunk and what they import. */
  jsGzip: number;
  cssGzip: number;
  jsRaw: number;
  files: string[];
  /** Loaded later by the page itself (e.g. the gallery when it comes near). */
  onDemandJsGzip: number;
}

export interface LighthouseResult {
  route: string;
  /** The median run's (the figures below are all that run's). */
  performance: number | null;
  /** The performance of every run, in order, the median's among them. */
  runs?: (number | null)[];
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** The element Lighthouse names as the Largest Contentful Paint. */
  lcpElement?: string;
  /** Audits scoring under 0.9, where the score is lost. */
  failedAudits?: string[];
  error?: string;
}

export interface WebData {
  bundles: RouteBundle[];
  lighthouse: LighthouseResult[];
  lighthouseVersion?: string;
  lighthouseNote?: string;
}

export interface InvitationPageData {
  page: string;
  /** Every script the page runs before a guest does anything. */
  script: {
    inlineScripts: number;
    externalScripts: number;
    rawBytes: number;
    gzipBytes: number;
    htmlGzipBytes: number;
  };
  lighthouse: { version?: string; result?: LighthouseResult; error?: string };
  /** The page through the whole front against a bare nginx serving its bytes as a file, in turns. */
  pageViews: { bodyBytes: number; front: LoadResult; bare: LoadResult; ratio: number };
  rsvpBurst: { sent: number; seconds: number; answered200: number; kept: number; latency: Latency };
  /** Checkout alone and beside guests opening pages, in turns; ratio: p99 beside / p99 alone. */
  checkoutBeside: {
    alone: LoadResult;
    besideGuests: LoadResult;
    guestPageViewsPerSecond: number;
    guestFailures: number;
    ratio: number;
  };
}

export interface GuestListData {
  guests: number;
  /** Each import of the whole list into an order of its own: the preview and the save together. */
  imports: { ms: number; added: number; problems: number }[];
  importMaxMs: number;
  firstPage: Latency;
  firstPageStatuses: Record<string, number>;
  search: Latency;
  searchStatuses: Record<string, number>;
}

export interface MemoryData {
  programs: {
    name: string;
    pid: number | null;
    idleMb: number | null;
    afterReadMb: number | null;
    /** Right after the load that reaches the gateway itself (`load` below). */
    afterLoadMb?: number | null;
    /** After `settleSeconds` without requests, once that load ended. */
    settledMb?: number | null;
  }[];
  /** Catalogue reads sent to the gateway's own address (no nginx, no cache in front), and to the bare server. */
  load?: { path: string; connections: number; gatewayRequests: number; bareRequests: number };
  settleSeconds?: number;
  /** A bare node:http process answering the same bytes under the same load: what any node program costs. */
  bare?: { idleMb: number | null; afterLoadMb: number | null; settledMb: number | null };
}

export interface ReplicaRun {
  replicas: { gateway: number; ordering: number };
  /** What answered at the shop's address: nginx, the gateway itself, or the runner's proxy. */
  front: 'nginx' | 'gateway' | 'proxy';
  checkout: LoadResult;
  catalogueRead: LoadResult;
}

export interface ReplicasData {
  /** Measured on stacks of its own, possibly apart from the rest (`--only replicas`). */
  measuredAt: string;
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
  cores: number;
  runs: ReplicaRun[];
  /**
   * CPU time per checkout of every process on the cores (both stacks, PostgreSQL, RabbitMQ, the
   * load generator) over the two shapes' checkout runs.
   */
  cpuMsPerCheckout: number;
  /** Two replicas' req/s divided by one replica's. */
  checkoutGain: number;
  catalogueReadGain: number;
  /** cores x 1000 ms / CPU ms per checkout: checkouts per second the machine allows at most. */
  checkoutCeiling: number;
}

export interface BenchResults {
  generatedAt: string;
  /** The commit measured, and whether its files had changes of their own (then the figures describe no commit). */
  commit: { id: string; changed: boolean };
  mode: 'full' | 'quick';
  seconds: number;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryMb: number;
    node: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
  caveat: string;
  /** What every request of the shop went through: nginx in front of the gateway, as in compose, or the gateway alone. */
  front: { kind: 'nginx' | 'gateway'; description: string };
  sections: {
    catalogueRead: Section<CatalogueReadData>;
    checkout: Section<CheckoutData>;
    paymentToBalance: Section<PaymentToBalanceData>;
    adminAtScale: Section<AdminAtScaleData>;
    web: Section<WebData>;
    memory: Section<MemoryData>;
    replicas: Section<ReplicasData>;
    tracing: Section<TracingData>;
    invitationPage: Section<InvitationPageData>;
    guestList: Section<GuestListData>;
  };
}

export interface TracingData {
  /** Spans timed per figure. */
  spansTimed: number;
  /** Span lines one checkout writes across every program (the gateway's request line included). */
  spansPerCheckout: number;
  /** Lines of any kind carrying the checkout's trace id (each pays for its trace fields). */
  linesPerCheckout: number;
  /** Spans of one checkout's trace an exporting stack sends (queries, RPC calls, publishes, HTTP). */
  spansExportedPerCheckout: number;
  /** Reading the clock and rounding a duration: what a timed line costs a program not tracing. */
  notLoadedNs: number;
  /** A whole span (started from a traceparent, current, ended) with export off. */
  spanOffNs: number;
  /** A log line's trace fields (pino's mixin) inside a span. */
  traceFieldsNs: number;
  /** The same span with export on, its batches serialised and posted to a local collector. */
  spanOnNs: number;
  /** spanOffNs - notLoadedNs, at least 0: what a span adds with export off. */
  exportOffAddsNs: number;
  /** Export off, per checkout: the spans' share plus the trace fields of its lines. */
  offPerCheckoutUs: number;
  /** Export on, per checkout: spanOnNs for each span it exports (an estimate: instrumentation aside). */
  onPerCheckoutUs: number;
  /** CPU of one checkout in the programs (section 2), when measured. */
  cpuMsPerCheckout?: number;
  /** Spans the stand-in collector received while spanOnNs was timed. */
  spansReceivedByCollector: number;
}

export type SectionName = keyof BenchResults['sections'];
