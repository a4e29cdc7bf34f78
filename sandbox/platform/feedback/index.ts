/**
 * Feedback: a member's feedback with its images, the list with the operator's replies,
 * and the operator's side (reply, read the latest) for the control switches.
 */
export { replyToFeedback } from './reply';
export { deleteFeedbackOf, latestFeedback } from './repository';
export { feedbackViews } from './views';
