import { deliveryErrorOf, shownDeliveryError } from './webhook-delivery-error';
import { PrivateWebhookTargetError } from './webhook-target';

const fetchFailed = (cause: object) => Object.assign(new TypeError('fetch failed'), { cause });

describe("a failed delivery's error, as its seller sees it", () => {
  it.each([
    [
      fetchFailed({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5433' }),
      'connection refused',
    ],
    [new DOMException('The operation was aborted due to timeout', 'TimeoutError'), 'timed out'],
    [fetchFailed({ code: 'UND_ERR_CONNECT_TIMEOUT' }), 'timed out'],
    [fetchFailed({ code: 'UND_ERR_SOCKET', message: 'other side closed' }), 'no HTTP response'],
    [
      fetchFailed({ code: 'HPE_INVALID_CONSTANT', data: '-ERR wrong number of arguments' }),
      'no HTTP response',
    ],
    [fetchFailed({ code: 'ECONNRESET' }), 'no HTTP response'],
    [fetchFailed({ code: 'EPROTO', message: 'wrong version number' }), 'TLS error'],
    [fetchFailed({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }), 'TLS error'],
    [
      Object.assign(new Error('getaddrinfo ENOTFOUND x.invalid'), { code: 'ENOTFOUND' }),
      'DNS name not found',
    ],
    [new PrivateWebhookTargetError('10.0.0.1'), 'target not allowed'],
    [fetchFailed(new Error('bad port')), 'target not allowed'],
    [fetchFailed({ code: 'EHOSTUNREACH', address: '10.1.2.3', port: 22 }), 'connection failed'],
    [new Error('something else entirely'), 'connection failed'],
  ])('classes %p as %p', (error, shown) => {
    expect(deliveryErrorOf(error)).toBe(shown);
  });

  it('shows an error recorded before errors were classed by its class', () => {
    expect(
      [
        'HTTP 503',
        'timed out',
        'ECONNREFUSED',
        'timeout',
        'UND_ERR_SOCKET',
        'HPE_INVALID_CONSTANT',
        'private address',
        'EHOSTUNREACH',
        null,
      ].map(shownDeliveryError),
    ).toEqual([
      'HTTP 503',
      'timed out',
      'connection refused',
      'timed out',
      'no HTTP response',
      'no HTTP response',
      'target not allowed',
      'connection failed',
      null,
    ]);
  });
});
