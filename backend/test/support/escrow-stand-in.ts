import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

/** A transaction as the stand-in keeps it: what was asked, and where it stands. */
export interface StandInTransaction {
  id: number;
  /** The body the API was sent. */
  request: {
    parties: Array<{ role: string; customer: string }>;
    currency: string;
    description: string;
    items: Array<{
      title: string;
      type: string;
      inspection_period: number;
      quantity: number;
      schedule: Array<{ amount: string; payer_customer: string; beneficiary_customer: string }>;
      fees: Array<{ type: string; payer_customer: string; split: string }>;
    }>;
  };
  secured: boolean;
  shipped: boolean;
  accepted: boolean;
  disbursed: boolean;
  canceled: boolean;
}

/** What the stand-in does with the next calls instead of answering them. */
type Failure = { kind: 'status'; status: number } | { kind: 'hang' };

/**
 * A real HTTP server on 127.0.0.1 standing in for Escrow.com's transaction API (2017-09-01):
 * `POST /2017-09-01/transaction` opens a transaction and `GET /2017-09-01/transaction/{id}` reads
 * it, in Escrow.com's shape (items with their status, schedules with theirs), both behind HTTP
 * Basic auth of the account's e-mail and API key. The test moves a transaction as Escrow.com
 * would (`secure`, `ship`, `accept`, `disburse`), and can make the next calls fail or hang.
 */
export class EscrowStandIn {
  readonly transactions = new Map<number, StandInTransaction>();
  private nextId = 2_900_001;
  private failures: Failure[] = [];
  /** Requests that hang, answered (with a 500) when the stand-in stops. */
  private readonly hanging = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    readonly email: string,
    readonly apiKey: string,
  ) {}

  static async start(
    email = 'escrow@market.example',
    apiKey = 'escrow-test-key-0123',
    port = 0,
  ): Promise<EscrowStandIn> {
    const server = createServer();
    const standIn = new EscrowStandIn(server, email, apiKey);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      standIn.answer(request, response).catch(() => response.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    return standIn;
  }

  /** The API's base, for ESCROW_API_URL. */
  get apiUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/2017-09-01`;
  }

  /** The next `count` calls answer `status` (or hang, for `hang`) instead. */
  failNext(failure: Failure, count = 1): void {
    for (let index = 0; index < count; index++) this.failures.push(failure);
  }

  /** The only transaction opened for `domain`. */
  transactionFor(domain: string): StandInTransaction {
    const found = [...this.transactions.values()].filter(
      (transaction) => transaction.request.items[0]?.title === domain,
    );
    if (found.length !== 1) throw new Error(`${found.length} transactions for ${domain}`);
    return found[0];
  }

  /** The buyer's payment arrived and was approved. */
  secure(id: number): void {
    this.update(id, { secured: true });
  }

  /** The seller marked the domain transferred. */
  ship(id: number): void {
    this.update(id, { shipped: true });
  }

  /** The buyer accepted the domain after inspection. */
  accept(id: number): void {
    this.update(id, { accepted: true });
  }

  /** The funds went to the seller: Escrow.com's transaction is complete. */
  disburse(id: number): void {
    this.update(id, { disbursed: true });
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private update(id: number, change: Partial<StandInTransaction>): void {
    const transaction = this.transactions.get(id);
    if (!transaction) throw new Error(`No transaction ${id}`);
    Object.assign(transaction, change);
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const failure = this.failures.shift();
    if (failure?.kind === 'hang') {
      this.hanging.add(response);
      return;
    }
    if (failure) return this.send(response, failure.status, { error: 'Stand-in failure' });
    const expected = `Basic ${Buffer.from(`${this.email}:${this.apiKey}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return this.send(response, 401, { error: 'Invalid credentials' });
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'POST' && path === '/2017-09-01/transaction') {
      const body = JSON.parse(
        Buffer.concat(chunks).toString('utf8'),
      ) as StandInTransaction['request'];
      if (!Array.isArray(body.items) || body.items.length === 0 || !Array.isArray(body.parties))
        return this.send(response, 422, { error: 'items and parties are required' });
      const transaction: StandInTransaction = {
        id: this.nextId++,
        request: body,
        secured: false,
        shipped: false,
        accepted: false,
        disbursed: false,
        canceled: false,
      };
      this.transactions.set(transaction.id, transaction);
      return this.send(response, 201, this.shapeOf(transaction));
    }
    const read = /^\/2017-09-01\/transaction\/(\d+)$/.exec(path);
    const transaction = read && this.transactions.get(Number(read[1]));
    if (request.method === 'GET' && transaction)
      return this.send(response, 200, this.shapeOf(transaction));
    this.send(response, 404, { error: 'Not found' });
  }

  /** The transaction as Escrow.com's API answers it. */
  private shapeOf(transaction: StandInTransaction) {
    const { request } = transaction;
    return {
      id: transaction.id,
      currency: request.currency,
      description: request.description,
      parties: request.parties.map((party) => ({ ...party, agreed: true })),
      items: request.items.map((item, index) => ({
        id: transaction.id * 10 + index,
        title: item.title,
        type: item.type,
        inspection_period: item.inspection_period,
        quantity: item.quantity,
        status: {
          shipped: transaction.shipped,
          received: transaction.shipped,
          accepted: transaction.accepted,
          rejected: false,
          canceled: transaction.canceled,
        },
        schedule: item.schedule.map((payment) => ({
          ...payment,
          status: {
            secured: transaction.secured,
            disbursed_to_beneficiary: transaction.disbursed,
          },
        })),
        fees: item.fees,
      })),
    };
  }

  private send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }
}
