import { parseTransactionFilter } from './transaction-filter';

const me = '3f1c1d5e-7b7a-4d0e-9a51-5d0c2f1e0a11';
const other = '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

describe('the PostgREST transaction filter', () => {
  it("reads the spec client's call: or of seller and buyer, completed, newest first, 50", () => {
    expect(
      parseTransactionFilter({
        or: `(seller_id.eq.${me},buyer_id.eq.${me})`,
        status: 'eq.completed',
        order: 'created_at.desc',
        limit: '50',
      }),
    ).toEqual({ filter: { userIds: [me, me], status: 'completed', order: 'desc', limit: 50 } });
  });

  it('defaults to newest first, 50 rows, no status', () => {
    expect(parseTransactionFilter({})).toEqual({
      filter: { userIds: [], status: undefined, order: 'desc', limit: 50 },
    });
  });

  it('collects every user id named, so that a foreign one can be refused', () => {
    const parsed = parseTransactionFilter({ seller_id: `eq.${me}`, buyer_id: `eq.${other}` });
    expect(parsed).toEqual({ filter: expect.objectContaining({ userIds: [me, other] }) });
  });

  it.each([
    [{ or: 'seller_id.eq.x' }, 'or'],
    [{ or: `(seller_id.eq.${me},amount.gt.5)` }, 'or'],
    [{ or: '()' }, 'or'],
    [{ seller_id: me }, 'seller_id'],
    [{ status: 'completed' }, 'status'],
    [{ order: 'amount.desc' }, 'order'],
    [{ order: 'created_at.desc; drop table transactions' }, 'order'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
  ])('refuses %j, naming %s', (query, field) => {
    const parsed = parseTransactionFilter(query);
    expect(parsed).toEqual({ errors: [expect.objectContaining({ field })] });
  });
});
