/** The help centre: its articles with a search, and the member's feedback (page and modal). */
export { HelpCentre, type HelpCentreProps, type HelpSection } from './help-centre';
export { HelpModal } from './help-modal';
