/** Where the number goes in a translated sentence: split there, so it can sit in its own <bdi>. */
export const NUMBER_SLOT = '\u0001';

/** The sentence with the number in a <bdi>: `+63 9171234567` stays one run inside Arabic. */
export function withNumber(sentence: string, number: string) {
  const [before, after] = sentence.split(NUMBER_SLOT);
  return (
    <>
      {before}
      <bdi dir="ltr">{number}</bdi>
      {after}
    </>
  );
}
