import { timingSafeEqual } from 'node:crypto';
import { type ForwardStage } from '../model/deal-rules';
import {
  EscrowCallError,
  type EscrowProgress,
  EscrowProvider,
  type EscrowRequest,
  type OpenedEscrow,
} from './escrow-provider';

const DAY_SECONDS = 24 * 60 * 60;
/** How long a call to Escrow.com may take before the deal says it did not answer. */
const CALL_TIMEOUT_MS = 10_000;

export interface EscrowComSettings {
  /** The API's base, its version included: `https://api.escrow.com/2017-09-01`. */
  apiUrl: string;
  /** Where people sign in and pay: `https://www.escrow.com`. */
  webUrl: string;
  email: string;
  apiKey: string;
  /** The secret the webhook URL registered at Escrow.com carries. */
  webhookToken: string;
  /** How long a call may take before the deal says Escrow.com did not answer (10 s). */
  timeoutMs?: number;
}

/** The parts of Escrow.com's transaction (API 2017-09-01) that the deal reads. */
export interface EscrowComTransaction {
  id: number | string;
  items?: Array<{
    status?: Partial<
      Record<'shipped' | 'received' | 'accepted' | 'rejected' | 'canceled', boolean>
    >;
    schedule?: Array<{
      status?: Partial<Record<'secured' | 'disbursed_to_beneficiary', boolean>>;
    }>;
  }>;
}

/**
 * The deal's stage an Escrow.com transaction has reached: its payment secured, the name shipped
 * (transferred) by the seller, accepted by the buyer (the funds on their way), disbursed to the
 * seller (done). Every item and payment of the transaction must be there.
 */
export function progressOf(transaction: EscrowComTransaction): EscrowProgress {
  const items = transaction.items ?? [];
  const payments = items.flatMap((item) => item.schedule ?? []);
  const every = <T>(list: T[], test: (value: T) => boolean | undefined) =>
    list.length > 0 && list.every((value) => test(value) === true);
  const reached: ForwardStage = every(payments, (p) => p.status?.disbursed_to_beneficiary)
    ? 'completed'
    : every(items, (item) => item.status?.accepted)
      ? 'funds_released'
      : every(items, (item) => item.status?.shipped)
        ? 'domain_transferred'
        : every(payments, (p) => p.status?.secured)
          ? 'payment_secured'
          : 'escrow_opened';
  return { reached, cancelled: items.some((item) => item.status?.canceled === true) };
}

/** Escrow.com's share of its fee each party pays. */
const FEE_SPLITS = { buyer: { buyer: 1, seller: 0 }, seller: { buyer: 0, seller: 1 } } as const;

/**
 * Escrow.com's transaction API (2017-09-01), with HTTP Basic auth of the account's e-mail and an
 * API key: the transaction opened with the domain, its price, both parties and the inspection
 * period, read back by id. Its web site takes the buyer's agreement and payment.
 */
export class EscrowComProvider extends EscrowProvider {
  readonly configured = true;

  constructor(private readonly settings: EscrowComSettings) {
    super();
  }

  async open(request: EscrowRequest): Promise<OpenedEscrow> {
    const { buyerEmail: buyer, sellerEmail: seller } = request;
    const split =
      request.feePayer === 'split' ? { buyer: 0.5, seller: 0.5 } : FEE_SPLITS[request.feePayer];
    const fees = (['buyer', 'seller'] as const)
      .filter((party) => split[party] > 0)
      .map((party) => ({
        type: 'escrow',
        payer_customer: party === 'buyer' ? buyer : seller,
        split: String(split[party]),
      }));
    const transaction = await this.call<EscrowComTransaction>('POST', '/transaction', {
      parties: [
        { role: 'buyer', customer: buyer },
        { role: 'seller', customer: seller },
      ],
      currency: 'usd',
      description: `The sale of the domain name ${request.domainName} (deal ${request.timelineId})`,
      items: [
        {
          title: request.domainName,
          description: `The domain name ${request.domainName}`,
          type: 'domain_name',
          inspection_period: request.inspectionDays * DAY_SECONDS,
          quantity: 1,
          schedule: [
            {
              amount: (request.priceCents / 100).toFixed(2),
              payer_customer: buyer,
              beneficiary_customer: seller,
            },
          ],
          fees,
        },
      ],
    });
    if (transaction.id === undefined || transaction.id === null)
      throw new EscrowCallError('Escrow.com answered without a transaction id.');
    const escrowId = String(transaction.id);
    return {
      escrowId,
      payUrl: `${this.settings.webUrl.replace(/\/$/, '')}/transaction/${encodeURIComponent(escrowId)}`,
    };
  }

  async progress(escrowId: string): Promise<EscrowProgress> {
    return progressOf(
      await this.call<EscrowComTransaction>('GET', `/transaction/${encodeURIComponent(escrowId)}`),
    );
  }

  acceptsWebhookToken(token: string | undefined): boolean {
    if (token === undefined) return false;
    const given = Buffer.from(token);
    const expected = Buffer.from(this.settings.webhookToken);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const { apiUrl, email, apiKey, timeoutMs = CALL_TIMEOUT_MS } = this.settings;
    let response: Response;
    try {
      response = await fetch(`${apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${email}:${apiKey}`).toString('base64')}`,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new EscrowCallError(
        timedOut
          ? `Escrow.com did not answer within ${timeoutMs / 1000} s.`
          : 'Escrow.com could not be reached.',
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new EscrowCallError(`Escrow.com answered ${response.status}.`);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new EscrowCallError('Escrow.com answered with something other than JSON.');
    }
  }
}
