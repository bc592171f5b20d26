import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import {
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
} from '../../../src/modules/integrations';

export interface ReceivedWebhook {
  eventId: string;
  type: string;
  body: { id: string; type: string; created: string; data: Record<string, unknown> };
  /** The body as it came, and its `Dlm-Signature` header, for a receiver's own check. */
  raw: string;
  signature: string;
  /** Whether `Dlm-Signature` verified with the endpoint's secret (set by `verifyWith`). */
  verified: boolean;
  answeredWith: number;
}

/**
 * A seller's webhook endpoint on loopback: it verifies each delivery's signature as a receiver
 * would, keeps what it received, and answers 200, or 503 while `down` is set; it can hold a
 * delivery without an answer, as a slow receiver does.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  down = false;
  /** Holds the next delivery without an answer until `release()`. */
  holdNext = false;
  readonly held: Array<{ answer: () => void; senderGone: () => boolean }> = [];
  private secret = '';
  private readonly server: Server;
  private nowSeconds: () => number = () => Math.floor(Date.now() / 1000);

  constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = String(request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? '');
        // Answered only if the sender is still there to hear it (0: its connection was gone).
        const answer = () => {
          const alive = !request.socket.destroyed;
          const status = this.down ? 503 : 200;
          this.received.push({
            eventId: String(request.headers['dlm-event-id']),
            type: String(request.headers['dlm-event-type']),
            body: JSON.parse(raw) as ReceivedWebhook['body'],
            raw,
            signature: header,
            verified: verifyWebhookSignature(this.secret, header, raw, this.nowSeconds()),
            answeredWith: alive ? status : 0,
          });
          if (alive) response.writeHead(status).end();
        };
        if (this.holdNext) {
          this.holdNext = false;
          this.held.push({ answer, senderGone: () => request.socket.destroyed });
        } else answer();
      });
    });
  }

  /** Answers the deliveries held so far (`holdNext`). */
  release(): void {
    for (const { answer } of this.held.splice(0)) answer();
  }

  /**
   * Whether every held delivery's sender has closed its connection: a killed sender's socket is
   * closed by its kernel, and this process learns it a moment later, not when the kill returns.
   */
  heldSendersGone(): boolean {
    return this.held.every(({ senderGone }) => senderGone());
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** The endpoint's secret, and the receiver's idea of now (the app's clock in a test that moves it). */
  verifyWith(secret: string, nowSeconds?: () => number): void {
    this.secret = secret;
    if (nowSeconds) this.nowSeconds = nowSeconds;
  }

  accepted(): ReceivedWebhook[] {
    return this.received.filter((delivery) => delivery.answeredWith === 200);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
