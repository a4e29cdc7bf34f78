import { HelpCentre } from '@widgets/help-centre';
import type { PageProps } from '../app/page-props';

/**
 * SPEC §2 help centre (also /helpmc without header): the help centre widget, the same the footer
 * opens as a modal — the articles with their search, and the member's feedback.
 */
export default function HelpPage(props: PageProps) {
  return (
    <section className="page help" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {props.title}
      </h1>
      <HelpCentre variant="page" />
    </section>
  );
}
