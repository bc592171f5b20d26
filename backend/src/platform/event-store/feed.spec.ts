import { compareFeedPositions, compareTransactionIds } from './feed';

describe('feed positions', () => {
  it('orders transaction ids as numbers, not as text', () => {
    expect(compareTransactionIds('999', '1000')).toBe(-1);
    expect(compareTransactionIds('1000', '999')).toBe(1);
    expect(compareTransactionIds('10', '9')).toBe(1);
    expect(compareTransactionIds('12345', '12346')).toBe(-1);
    expect(compareTransactionIds('4294967296', '4294967296')).toBe(0);
  });

  it('orders positions by transaction, then by global position', () => {
    expect(compareFeedPositions({ tx: '999', pos: 5n }, { tx: '1000', pos: 1n })).toBe(-1);
    expect(compareFeedPositions({ tx: '1000', pos: 2n }, { tx: '1000', pos: 1n })).toBe(1);
    expect(compareFeedPositions({ tx: '1000', pos: 1n }, { tx: '1000', pos: 1n })).toBe(0);
  });
});
