import { groupBy, inWaves } from './waves';

describe('inWaves', () => {
  it('puts the k-th event of each key in the k-th wave, keeping each key in order', () => {
    const events = ['a1', 'b1', 'a2', 'c1', 'a3', 'b2'];
    expect(inWaves(events, (event) => event[0])).toEqual([
      ['a1', 'b1', 'c1'],
      ['a2', 'b2'],
      ['a3'],
    ]);
  });

  it('gives no wave for no events', () => {
    expect(inWaves([], String)).toEqual([]);
  });
});

describe('groupBy', () => {
  it('groups in the order groups first appear, members in their order', () => {
    const groups = groupBy(['x1', 'y1', 'x2'], (event) => event[0]);
    expect([...groups.entries()]).toEqual([
      ['x', ['x1', 'x2']],
      ['y', ['y1']],
    ]);
  });
});
