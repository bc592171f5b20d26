import { type RecordedEvent } from '../event-store/event';
import { isNextInStream, ProjectionOrderError } from './stream-order';

const at = (streamPosition: bigint) => ({ streamId: 'thing-1', streamPosition }) as RecordedEvent;

describe('isNextInStream', () => {
  it('accepts the next position', () => {
    expect(isNextInStream(0n, at(1n))).toBe(true);
    expect(isNextInStream(4n, at(5n))).toBe(true);
  });

  it('skips a position already applied (a replayed batch)', () => {
    expect(isNextInStream(4n, at(4n))).toBe(false);
    expect(isNextInStream(4n, at(2n))).toBe(false);
  });

  it('refuses a gap: an event would have been skipped', () => {
    expect(() => isNextInStream(4n, at(6n))).toThrow(ProjectionOrderError);
  });
});
