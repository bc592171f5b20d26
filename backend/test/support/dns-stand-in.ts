import { type Socket } from 'node:net';
import DNS from 'dns2';

const { Packet } = DNS;

/** Response codes (RFC 1035 section 4.1.1); dns2 has them at runtime but its types do not. */
const RCODE = { FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;

/** How a name fails: SERVFAIL, REFUSED (a resolver that does not serve us), or no answer at all. */
export type DnsFailure = 'servfail' | 'refused' | 'timeout';

/** A TXT character-string holds at most 255 octets; longer values are split, as DNS hosts do. */
const CHARACTER_STRING_MAX = 255;

const normalize = (host: string) => host.toLowerCase().replace(/\.$/, '');

/**
 * A real DNS server on 127.0.0.1 (UDP and TCP on one random port) standing in for the world's
 * resolvers: it answers TXT queries for the names a test sets, NXDOMAIN for the others, and fails
 * a name on demand. Free of test-runner globals, so Jest and Playwright can both start it.
 */
export class DnsStandIn {
  private readonly txt = new Map<string, string[]>();
  private readonly failures = new Map<string, DnsFailure>();
  private readonly asked = new Map<string, number>();
  private readonly connections = new Set<Socket>();

  private constructor(
    private readonly udp: DNS.UDPServer,
    private readonly tcp: DNS.TCPServer,
    readonly port: number,
  ) {}

  /**
   * Starts on a random port, or on `fixedPort` when the address must be known before the server
   * starts (a Playwright config passes it to the web server it starts).
   */
  static async start(fixedPort?: number): Promise<DnsStandIn> {
    // The resolver retries a truncated UDP answer over TCP on the same port, so both must share
    // one; a random UDP port may be taken for TCP, hence a few tries. A fixed port gets one.
    for (let attempt = 1; ; attempt += 1) {
      const udp = DNS.createUDPServer();
      await udp.listen(fixedPort ?? 0, '127.0.0.1');
      const port = udp.address().port;
      const tcp = DNS.createTCPServer();
      try {
        await new Promise<void>((resolve, reject) => {
          tcp.once('error', reject);
          tcp.listen(port, '127.0.0.1', () => {
            tcp.off('error', reject);
            resolve();
          });
        });
      } catch (error) {
        udp.close();
        if (attempt === 10 || fixedPort !== undefined) throw error;
        continue;
      }
      const standIn = new DnsStandIn(udp, tcp, port);
      const answer: DNS.DnsHandler = (request, send) => standIn.answer(request, send);
      udp.on('request', answer);
      tcp.on('request', answer);
      tcp.on('connection', (socket: Socket) => {
        standIn.connections.add(socket);
        socket.once('close', () => standIn.connections.delete(socket));
      });
      return standIn;
    }
  }

  /** The resolver address, as DNS_SERVERS takes it. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  /**
   * The TXT records of a name, one per value; an empty list makes a name that exists without TXT
   * (NOERROR, no answers).
   */
  setTxt(host: string, values: string[]): void {
    this.txt.set(normalize(host), [...values]);
  }

  /** The name no longer exists (NXDOMAIN), unless it is the parent of a name that does. */
  removeTxt(host: string): void {
    this.txt.delete(normalize(host));
  }

  /** Every query for the name fails this way from now on; `undefined` answers normally again. */
  failWith(host: string, failure: DnsFailure | undefined): void {
    if (failure) this.failures.set(normalize(host), failure);
    else this.failures.delete(normalize(host));
  }

  /** How many queries for the name reached this server (retries included). */
  queries(host: string): number {
    return this.asked.get(normalize(host)) ?? 0;
  }

  async stop(): Promise<void> {
    for (const socket of this.connections) socket.destroy();
    await Promise.all([
      new Promise<void>((resolve) => this.udp.close(() => resolve())),
      new Promise<void>((resolve) => this.tcp.close(() => resolve())),
    ]);
  }

  private answer(request: DNS.Packet, send: (response: DNS.Packet) => Promise<Buffer>): void {
    const [question] = request.questions;
    const response = Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    response.header.ra = 1;
    if (!question) {
      response.header.rcode = RCODE.FORMERR;
      void send(response);
      return;
    }
    const name = normalize(question.name);
    this.asked.set(name, this.queries(name) + 1);
    const failure = this.failures.get(name);
    if (failure === 'timeout') return;
    if (failure) {
      response.header.rcode = failure === 'servfail' ? RCODE.SERVFAIL : RCODE.REFUSED;
    } else if (!this.exists(name)) {
      response.header.rcode = RCODE.NXDOMAIN;
    } else if (question.type === Packet.TYPE.TXT || question.type === Packet.TYPE.ANY) {
      for (const value of this.txt.get(name) ?? []) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, {
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            // Zero: the resolver caches nothing, so a changed record is seen at once.
            ttl: 0,
            data: characterStrings(value),
          }),
        );
      }
    }
    void send(response);
  }

  /** A name exists when it has records or is the parent of one that does (RFC 8020). */
  private exists(name: string): boolean {
    return [...this.txt.keys()].some((known) => known === name || known.endsWith(`.${name}`));
  }
}

/** The value cut at code points into strings of at most 255 octets each. */
function characterStrings(value: string): string[] {
  const strings = [''];
  for (const character of value) {
    const last = strings[strings.length - 1];
    if (Buffer.byteLength(last + character) > CHARACTER_STRING_MAX) strings.push(character);
    else strings[strings.length - 1] = last + character;
  }
  return strings;
}
