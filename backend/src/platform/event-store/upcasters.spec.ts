import { type RecordedEvent } from './event';
import { UpcasterRegistry } from './upcasters';

function stored(type: string, schemaVersion: number, data: unknown): RecordedEvent {
  return {
    globalPosition: 1n,
    transactionId: '1',
    streamId: 'thing-1',
    streamPosition: 1n,
    eventId: '00000000-0000-4000-8000-000000000001',
    type,
    schemaVersion,
    data,
    metadata: {},
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
  };
}

describe('UpcasterRegistry', () => {
  const registry = new UpcasterRegistry();
  registry.register('test.Renamed', 1, (data) => ({ fullName: (data as { name: string }).name }));
  registry.register('test.Renamed', 2, (data) => ({
    ...(data as { fullName: string }),
    locale: 'en',
  }));

  it('writes new events at the version after the last upcaster, and at 1 without any', () => {
    expect(registry.currentVersion('test.Renamed')).toBe(3);
    expect(registry.currentVersion('test.Other')).toBe(1);
  });

  it('brings an old payload to the current version through every step, in order', () => {
    const upcast = registry.upcast(stored('test.Renamed', 1, { name: 'Ada' }));
    expect(upcast.schemaVersion).toBe(3);
    expect(upcast.data).toEqual({ fullName: 'Ada', locale: 'en' });
  });

  it('starts the chain at the stored version', () => {
    const upcast = registry.upcast(stored('test.Renamed', 2, { fullName: 'Ada' }));
    expect(upcast.data).toEqual({ fullName: 'Ada', locale: 'en' });
  });

  it('leaves current events, events of other types and the original object untouched', () => {
    const current = stored('test.Renamed', 3, { fullName: 'Ada', locale: 'fr' });
    expect(registry.upcast(current)).toBe(current);
    const other = stored('test.Other', 1, { a: 1 });
    expect(registry.upcast(other)).toBe(other);
    const old = stored('test.Renamed', 1, { name: 'Ada' });
    registry.upcast(old);
    expect(old).toEqual(stored('test.Renamed', 1, { name: 'Ada' }));
  });

  it('refuses a second upcaster for the same step and a gap in the chain', () => {
    expect(() => registry.register('test.Renamed', 2, (data) => data)).toThrow(/already/);
    const gapped = new UpcasterRegistry();
    gapped.register('test.Gapped', 2, (data) => data);
    expect(() => gapped.upcast(stored('test.Gapped', 1, {}))).toThrow(/No upcaster/);
  });
});
