import {
  dictionaryEntries,
  dictionaryWords,
  highlightsOf,
  isJoinedRun,
  nameWords,
  searchPiece,
  searchWords,
} from './name-words';

describe('the words of names and searches', () => {
  it('splits a name into its runs and the English words a run is made of, the extension left out', () => {
    expect(nameWords('cloudpayments.com').map(({ word }) => word)).toEqual([
      'cloudpayments',
      'cloud',
      'payments',
    ]);
    expect(nameWords('pay-cloud9.io')).toEqual([
      { word: 'pay', start: 0 },
      { word: 'cloud', start: 4 },
      { word: '9', start: 9 },
    ]);
    // Letters outside a word stay together; a run mostly outside words is not split.
    expect(dictionaryWords('mycloudz.ai')).toEqual(['mycloudz', 'my', 'cloud', 'z']);
    expect(dictionaryWords('clou.io')).toEqual(['clou']);
  });

  it('tells a joined run of words from a single word, which corrections are read from', () => {
    expect(isJoinedRun('zephyrbank')).toBe(true);
    expect(isJoinedRun('mycloudz')).toBe(true);
    expect(isJoinedRun('cloud')).toBe(false);
    expect(isJoinedRun('clou')).toBe(false);
    expect(isJoinedRun('71')).toBe(false);
    // A name's words carry the same flag, from one split of each run.
    for (const name of ['mycloudz.ai', 'pay-cloud9.io', 'zephyrbank.com', 'clou.io'])
      expect(dictionaryEntries(name)).toEqual(
        dictionaryWords(name).map((word) => ({ word, joined: isJoinedRun(word) })),
      );
    expect(dictionaryEntries('mycloudz.ai')[0]).toEqual({ word: 'mycloudz', joined: true });
  });

  it("takes a search's letters and digits together as the piece of a label it stands for", () => {
    expect(searchPiece('D71bad53')).toEqual('d71bad53');
    expect(searchPiece('pay-cloud.io')).toEqual('paycloud');
    expect(searchPiece('arlie e4')).toEqual('arliee4');
    expect(searchPiece('ab')).toBeNull();
    expect(searchPiece('a-b.com')).toBeNull();
  });

  it('splits a search into words only where it is all English words', () => {
    expect(searchWords('cloudpay')).toEqual(['cloud', 'pay']);
    expect(searchWords('Pay  Cloud')).toEqual(['pay', 'cloud']);
    expect(searchWords('clou')).toEqual(['clou']);
    expect(searchWords('clowd')).toEqual(['clowd']);
    expect(searchWords('zz-q')).toEqual(['zz', 'q']);
    expect(searchWords(' - ')).toEqual([]);
    expect(searchWords('cloudly.io')).toEqual(['cloudly']);
  });

  it('marks the start a search word matched, or the whole word a typo stood for', () => {
    expect(highlightsOf('pay-cloud.io', ['cloud', 'pay'], new Set())).toEqual([
      { start: 0, end: 3 },
      { start: 4, end: 9 },
    ]);
    expect(highlightsOf('cloudpayments.com', ['cloud', 'pay'], new Set())).toEqual([
      { start: 0, end: 8 },
    ]);
    expect(highlightsOf('rivermaple.com', ['rivar'], new Set(['river']))).toEqual([
      { start: 0, end: 5 },
    ]);
    expect(highlightsOf('charliee4c4d3dc.com', ['arlie'], new Set(), 'arlie')).toEqual([
      { start: 2, end: 7 },
    ]);
  });
});
