import type { PageProps } from '../app/page-props';

/** A screen that a later issue builds: its frame and heading, and nothing invented. */
export default function PlaceholderPage(props: PageProps) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {props.title}
      </h1>
    </section>
  );
}
