/**
 * The limits the contract's schemas state and both sides check again: plain numbers in a module of
 * their own, so a page that needs one does not carry the schemas around it.
 */

/** At most this many proof images with one withdrawal answer, and at least one when the money did not arrive. */
export const MAX_PROOFS = 3;

/** The largest proof or feedback image, in bytes (5 MB, as SPEC counts them). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/** At most this many images with one feedback (SPEC §5). */
export const MAX_FEEDBACK_IMAGES = MAX_PROOFS;

/** A payment password is this many digits. */
export const PAYMENT_PASSWORD_LENGTH = 6;

/** The most characters an activity comment may have (SPEC §5, §9). */
export const PROMOTION_COMMENT_MAX = 140;
