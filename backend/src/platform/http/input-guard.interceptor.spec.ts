import { MAX_INPUT_DEPTH, unsafeInput } from './input-guard.interceptor';

describe('unsafeInput', () => {
  it('lets ordinary text through, whole surrogate pairs (emoji) and all', () => {
    expect(unsafeInput({ name: 'Café 😀 名前', tags: ['a', 'b'], price: 3, on: null })).toBe(
      undefined,
    );
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a high surrogate alone', 'a\ud83db'],
    ['a high surrogate at the end', 'a\ud83d'],
    ['a low surrogate alone', '\ude00b'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
  ])('finds %s and names its field', (_, text) => {
    expect(unsafeInput({ rows: [{ name: 'ok' }, { name: text }] })).toEqual({
      kind: 'character',
      field: 'rows.1.name',
    });
  });

  it('finds such text in a key, naming the object that holds it', () => {
    expect(unsafeInput({ data: { 'a\u0000': 1 } })).toEqual({ kind: 'character', field: 'data' });
  });

  it('finds nesting at the limit, and allows it one level short', () => {
    const nest = (depth: number): unknown => (depth === 0 ? 'leaf' : [nest(depth - 1)]);
    expect(unsafeInput(nest(MAX_INPUT_DEPTH - 1))).toBe(undefined);
    expect(unsafeInput(nest(MAX_INPUT_DEPTH + 1))).toEqual({ kind: 'depth' });
  });
});
