/**
 * SPEC §5: the message template of each pattern id, in the order SPEC lists them. Each names a
 * translation `validation.pattern.<name>` that takes `{{range}}` (min–max, or one number).
 *
 * @example
 * rules.PATTERN_TEMPLATES[4]; // 'email'
 */
export const PATTERN_TEMPLATES: Readonly<Record<number, string>> = {
  1: 'anyCharacters',
  2: 'letterThenLettersDigits',
  3: 'chineseAndDigits',
  4: 'email',
  5: 'lettersOrDigits',
  6: 'lettersAndDigits',
  7: 'digitsOnly',
  8: 'alphanumericUppercase',
  9: 'englishLettersSpaces',
  10: 'noSpaces',
  11: 'chinesePunctuation',
  12: 'date',
  13: 'lettersSpaces',
  14: 'koreanOnly',
  15: 'thaiOnly',
  16: 'thaiOrEnglish',
  17: 'uppercaseSpaces',
  18: 'lettersDigitsSymbols',
  19: 'strongPassword',
  20: 'fullName',
  21: 'fullWidthJapanese',
  22: 'uppercaseOnly',
};

/**
 * The template used for an unknown pattern id.
 *
 * @example
 * const template = rules.PATTERN_TEMPLATES[patternId] ?? rules.FALLBACK_TEMPLATE;
 */
export const FALLBACK_TEMPLATE = 'anyCharacters';
