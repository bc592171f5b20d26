import { EventBus } from '@nestjs/cqrs';
import { EventCommitted } from '../../../src/platform/event-store/event-bus-publisher';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';

describe('publishing committed events on the EventBus', () => {
  let t: TestApp;
  const published: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.app.get(EventBus).subscribe((event) => {
      if (event instanceof EventCommitted) published.push(`${event.event.streamId}:${event.type}`);
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('publishes each event after its transaction commits', async () => {
    const user = await signUpUser(t.http);
    expect(published).toContain(`user-${user.userId}:identity.UserRegistered`);
  });

  it('publishes nothing for an append that was refused', async () => {
    const store = t.app.get(EventStore);
    await store.append('probe-1', 'no_stream', [{ type: 'test.Opened', data: {} }]);
    published.length = 0;
    await expect(
      store.append('probe-1', 'no_stream', [{ type: 'test.Opened', data: {} }]),
    ).rejects.toMatchObject({
      code: 'CONCURRENCY_CONFLICT',
    });
    expect(published).toEqual([]);
  });
});
