/**
 * The records pages' date ranges (GMT+8 calendar days): presets, checks and bounds. They live in
 * sdk/contract because the sandbox checks ranges with the very same rules.
 */
export {
  PLATFORM_TIME_ZONE,
  RANGE_PRESETS,
  platformDay,
  presetRange,
  rangeBounds,
  rangeError,
  type DateRange,
  type RangePreset,
} from '../contract/date-range';
